import { describe, expect, it } from 'vitest';
import {
  buildHojDocument,
  type ExportedProblem,
  exportFileNames,
  hojArchiveFiles,
  parseHojArchive,
} from './hoj-format';
import { blankProblem, ImportError } from './model';
import { readZip } from './zip-reader';
import { zipStream } from './zip-writer';

const encoder = new TextEncoder();
const text = (data: Uint8Array) => new TextDecoder().decode(data);
const entries = (files: Record<string, string | object>) =>
  new Map(
    Object.entries(files).map(([path, data]) => [
      path,
      encoder.encode(typeof data === 'string' ? data : JSON.stringify(data)),
    ]),
  );
const refusal = (files: Record<string, string | object>) => {
  try {
    parseHojArchive(entries(files));
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return (error as ImportError).message;
  }
  throw new Error('expected the archive to be refused');
};

const document = {
  problem: {
    problemId: 'A-1',
    title: 'A',
    input: 'i',
    output: 'o',
    examples: '<input>1</input><output>2</output>',
  },
  languages: ['C'],
  samples: [{ input: '1.in', output: '1.out' }],
  tags: ['x'],
  codeTemplates: [],
};

function sample(overrides: Partial<ExportedProblem> = {}): ExportedProblem {
  const { origin: _origin, assets: _assets, ...base } = blankProblem('x');
  return {
    ...base,
    id: 7,
    problemId: 'P-7',
    title: 'Seven',
    description: 'd',
    input: 'i',
    output: 'o',
    examples: [{ input: '1', output: '2' }],
    type: 1,
    judgeCaseMode: 'subtask_average',
    judgeMode: 'spj',
    spjCode: 'checker',
    spjLanguage: 'C++',
    languages: ['C++'],
    tags: ['t'],
    codeTemplates: [{ language: 'C++', code: 'int main(){}', status: false }],
    userExtraFile: { 'a.h': 'A' },
    judgeExtraFile: { 'b.h': 'B' },
    testCases: [
      {
        inputName: 'a.in',
        outputName: 'a.out',
        input: encoder.encode('1'),
        output: encoder.encode('2'),
        score: 40,
        groupNum: 1,
        isOpen: true,
      },
      {
        inputName: 'b.in',
        outputName: 'b.out',
        input: encoder.encode('3'),
        output: encoder.encode(''),
        score: 60,
        groupNum: 2,
        isOpen: false,
      },
    ],
    ioScore: 100,
    ...overrides,
  };
}

describe('parseHojArchive', () => {
  it('reads the document and its folder, defaulting what HOJ leaves out', () => {
    const [problem] = parseHojArchive(
      entries({ 'problem_3.json': document, 'problem_3/1.in': '1', 'problem_3/1.out': '2' }),
    );
    expect(problem).toMatchObject({
      origin: 'problem_3.json',
      problemId: 'A-1',
      title: 'A',
      examples: [{ input: '1', output: '2' }],
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      type: 0,
      auth: 1,
      judgeMode: 'default',
      languages: ['C'],
      tags: ['x'],
    });
    expect(problem!.testCases.map((c) => [c.inputName, text(c.input), text(c.output)])).toEqual([
      ['1.in', '1', '2'],
    ]);
  });

  it('finds files listed by a full server path, and keeps contest problems private', () => {
    const [problem] = parseHojArchive(
      entries({
        'export/problem_3.json': {
          ...document,
          problem: { ...document.problem, auth: 3 },
          samples: [{ input: '/judge/test_case/problem_3/1.in', output: '/judge/test_case/problem_3/1.out' }],
        },
        'export/problem_3/1.in': '1',
        'export/problem_3/1.out': '2',
      }),
    );
    expect(problem!.auth).toBe(2);
    expect(problem!.testCases[0]!.inputName).toBe('1.in');
  });

  it('refuses documents that cannot be imported', () => {
    expect(refusal({ 'a.txt': 'x' })).toBe(
      'No problem found: the archive should hold problem_<id>.json files with their test case folders',
    );
    expect(
      refusal({ 'p.json': { ...document, problem: { ...document.problem, title: '' } }, 'p/1.in': '1' }),
    ).toBe('p.json: title is required');
    expect(
      refusal({
        'p.json': { ...document, problem: { ...document.problem, judgeMode: 'magic' } },
        'p/1.in': '1',
      }),
    ).toBe('p.json: judgeMode must be default, spj or interactive');
    expect(
      refusal({
        'p.json': { ...document, problem: { ...document.problem, judgeMode: 'spj' } },
        'p/1.in': '1',
      }),
    ).toBe('p.json: judgeMode spj needs spjCode');
    expect(
      refusal({ 'p.json': { ...document, problem: { ...document.problem, isRemote: true } }, 'p/1.in': '1' }),
    ).toBe('p.json: remote-judge problems cannot be imported');
    expect(refusal({ 'p.json': { ...document, samples: [] }, 'p/1.in': '1' })).toBe(
      'p.json lists no test cases (samples is empty)',
    );
    expect(
      refusal({
        'p.json': { ...document, problem: { ...document.problem, userExtraFile: '{' } },
        'p/1.in': '1',
        'p/1.out': '1',
      }),
    ).toBe('p.json: problem.userExtraFile is not valid JSON');
  });
});

describe('HOJ archive writing', () => {
  it('writes what parseHojArchive reads back unchanged', async () => {
    const original = sample();
    const archive = new Uint8Array(
      await new Response(zipStream(toAsync(hojArchiveFiles(original)))).arrayBuffer(),
    );
    const [back] = parseHojArchive(readZip(archive));
    const { id: _id, ...expected } = original;
    const { origin: _origin, assets: _assets, ...actual } = back!;
    expect(actual).toEqual(expected);
  });

  it('leaves nulls out of the document, as HOJ does', () => {
    const doc = buildHojDocument(
      sample({ spjCode: null, spjLanguage: null, judgeMode: 'default', userExtraFile: null }),
    );
    expect(doc.problem).not.toHaveProperty('spjCode');
    expect(doc.problem).not.toHaveProperty('userExtraFile');
    expect(doc).not.toHaveProperty('userExtraFile');
    expect(doc.samples![1]).toEqual({ input: 'b.in', output: 'b.out', score: 60, groupNum: 2 });
  });

  it('numbers case files whose names are unsafe or clash', () => {
    expect(exportFileNames([{ inputName: '../x.in', outputName: 'x.out' }])).toEqual([
      { input: '1.in', output: '1.out' },
    ]);
    expect(
      exportFileNames([
        { inputName: 'a.in', outputName: 'a.out' },
        { inputName: 'a.in', outputName: 'b.out' },
      ]),
    ).toEqual([
      { input: '1.in', output: '1.out' },
      { input: '2.in', output: '2.out' },
    ]);
  });
});

async function* toAsync<T>(items: Iterable<T>) {
  yield* items;
}
