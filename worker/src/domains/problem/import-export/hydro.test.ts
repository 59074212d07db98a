import { describe, expect, it } from 'vitest';
import { parseHydroArchive, parseMemoryMb, parseTimeMs } from './hydro';
import { ImportError } from './model';

const encoder = new TextEncoder();
const entries = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([path, data]) => [path, encoder.encode(data)]));
const text = (data: Uint8Array) => new TextDecoder().decode(data);
const refusal = (files: Record<string, string>) => {
  try {
    parseHydroArchive(entries(files));
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return (error as ImportError).message;
  }
  throw new Error('expected the archive to be refused');
};

const statement =
  '## Description\n\nD\n\n## Input\n\nI\n\n## Output\n\nO\n\n```input1\n1\n```\n```output1\n2\n```\n';
const basic = {
  'P1/problem.yaml': 'pid: P1\nowner: 1\ntitle: Echo\ntag:\n  - io\n',
  'P1/problem_zh.md': statement,
  'P1/testdata/1.in': '1\n',
  'P1/testdata/1.out': '1\n',
};

describe('parseHydroArchive', () => {
  it('maps problem.yaml, the statement and auto-detected cases as HOJ does', () => {
    const [problem] = parseHydroArchive(entries(basic));
    expect(problem).toMatchObject({
      origin: 'P1/problem.yaml',
      problemId: 'P1',
      title: 'Echo',
      tags: ['io'],
      description: 'D',
      input: 'I',
      output: 'O',
      examples: [{ input: '1', output: '2' }],
      type: 1,
      difficulty: 1,
      codeShare: false,
      auth: 1,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      timeLimit: 1000,
      memoryLimit: 256,
    });
    expect(problem!.testCases.map((c) => [c.inputName, c.outputName, text(c.output), c.score])).toEqual([
      ['1.in', '1.out', '1\n', 100],
    ]);
  });

  it('reads config.yaml: limits, file IO, checker, subtasks, languages and extra files', () => {
    const [problem] = parseHydroArchive(
      entries({
        ...basic,
        'P1/problem.yaml': 'title: Echo\npid: null\nhidden: true\n',
        'P1/testdata/config.yaml': [
          'time: 1.5s',
          'memory: 1g',
          'filename: echo',
          'checker_type: testlib',
          'checker: chk.cpp',
          'langs: [cc.cc17o2, py.py3, c, unknown]',
          'user_extra_files: [lib.h]',
          'subtasks:',
          '  - score: 30',
          '    cases: [{input: 1.in, output: 1.out}]',
          '  - score: 70',
          '    id: 5',
          '    cases: [{input: 2.in, output: 2.ans}, {input: 3.in, output: 3.ans}]',
        ].join('\n'),
        'P1/testdata/chk.cpp': 'checker',
        'P1/testdata/lib.h': 'int x;',
        'P1/testdata/2.in': '2',
        'P1/testdata/2.ans': '2',
        'P1/testdata/3.in': '3',
        'P1/testdata/3.ans': '3',
      }),
    );
    expect(problem).toMatchObject({
      problemId: null,
      auth: 2,
      timeLimit: 1500,
      memoryLimit: 1024,
      isFileIo: true,
      ioReadFileName: 'echo.in',
      ioWriteFileName: 'echo.out',
      judgeMode: 'spj',
      spjCode: 'checker',
      spjLanguage: 'C++',
      judgeCaseMode: 'subtask_lowest',
      languages: ['C++ With O2', 'Python3', 'C'],
      userExtraFile: { 'lib.h': 'int x;' },
      judgeExtraFile: null,
    });
    expect(problem!.testCases.map((c) => [c.inputName, c.score, c.groupNum])).toEqual([
      ['1.in', 30, 1],
      ['2.in', 70, 5],
      ['3.in', 70, 5],
    ]);
  });

  it('maps sum subtasks to summed case scores and strict checking to exact output', () => {
    const [problem] = parseHydroArchive(
      entries({
        ...basic,
        'P1/testdata/config.yaml':
          'checker_type: strict\nsubtasks:\n  - type: sum\n    score: 10\n    cases: [{input: 1.in, output: 1.out}, {input: 1.in, output: 1.out}, {input: 1.in, output: 1.out}]\n',
      }),
    );
    expect(problem).toMatchObject({
      judgeMode: 'default',
      isRemoveEndBlank: false,
      judgeCaseMode: 'default',
    });
    expect(problem!.testCases.map((c) => c.score)).toEqual([3, 3, 4]);
  });

  it('reads an interactive problem and a single problem at the archive root', () => {
    const [problem] = parseHydroArchive(
      entries({
        'problem.yaml': 'title: Guess\n',
        'problem.md': 'Guess it.',
        'testdata/config.yaml': 'type: interactive\ninteractor: {file: inter.cc, lang: cc}\n',
        'testdata/inter.cc': 'interactor',
        'testdata/1.in': '5',
      }),
    );
    expect(problem).toMatchObject({ judgeMode: 'interactive', spjCode: 'interactor', spjLanguage: 'C++' });
    expect(problem!.testCases.map((c) => [c.inputName, c.outputName, c.output.length])).toEqual([
      ['1.in', '1.out', 0],
    ]);
  });

  it('keeps additional files as assets for file:// links', () => {
    const [problem] = parseHydroArchive(
      entries({ ...basic, 'P1/problem_zh.md': '![a](file://a.png)', 'P1/additional_file/a.png': 'PNG' }),
    );
    expect(problem!.description).toBe('![a](file://a.png)');
    expect(problem!.assets.map((a) => a.name)).toEqual(['a.png']);
  });

  it('refuses broken or unsupported archives with the file at fault', () => {
    expect(refusal({ 'a.txt': 'x' })).toBe(
      'No problem found: a Hydro archive holds <id>/problem.yaml with its statement and testdata/',
    );
    expect(refusal({ ...basic, 'P1/problem.yaml': 'title: [unclosed' })).toMatch(
      /^P1\/problem\.yaml is not valid YAML: /,
    );
    expect(refusal({ ...basic, 'P1/problem.yaml': 'owner: 1\n' })).toBe('P1/problem.yaml: title is required');
    expect(refusal({ ...basic, 'P1/problem.yaml': '- a list\n' })).toBe(
      'P1/problem.yaml: Invalid input: expected object, received array',
    );
    expect(refusal({ ...basic, 'P1/testdata/config.yaml': 'type: objective\n' })).toBe(
      'P1/testdata/config.yaml: Hydro problem type "objective" is not supported (default or interactive)',
    );
    expect(refusal({ ...basic, 'P1/testdata/config.yaml': 'time: fast\n' })).toBe(
      'P1/testdata/config.yaml: time "fast" is not like 1s or 500ms',
    );
    expect(refusal({ ...basic, 'P1/testdata/config.yaml': 'checker_type: testlib\n' })).toBe(
      'P1/testdata/config.yaml: checker_type testlib needs a checker file',
    );
    expect(refusal({ ...basic, 'P1/testdata/config.yaml': 'checker: chk.cc\n' })).toBe(
      'P1/testdata/config.yaml names the checker chk.cc, but P1/testdata/chk.cc is missing',
    );
    expect(refusal({ ...basic, 'P1/testdata/config.yaml': 'cases: [{input: 9.in, output: 9.out}]\n' })).toBe(
      'P1/testdata/config.yaml lists 9.in, but P1/testdata/9.in is missing',
    );
    expect(
      refusal({
        ...basic,
        'P1/testdata/config.yaml': 'subtasks: [{type: max, cases: [{input: 1.in, output: 1.out}]}]\n',
      }),
    ).toBe('P1/testdata/config.yaml: subtask type max is not supported (min or sum)');
    expect(refusal({ 'P1/problem.yaml': 'title: T\n', 'P1/problem.md': 'x' })).toBe(
      'P1/testdata/ has no test cases (.in files with .out or .ans answers)',
    );
  });

  it('refuses a statement with no markdown file', () => {
    const { 'P1/problem_zh.md': _omitted, ...rest } = basic;
    expect(refusal(rest)).toBe('P1 has no statement (problem_zh.md or problem.md)');
  });

  it('refuses YAML alias bombs', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...Array.from({ length: 9 }, (_, i) => {
        const prev = i === 0 ? 'a' : `l${i - 1}`;
        return `l${i}: &l${i} [${Array(10).fill(`*${prev}`).join(', ')}]`;
      }),
      'title: boom',
    ].join('\n');
    expect(refusal({ ...basic, 'P1/problem.yaml': bomb })).toMatch(/^P1\/problem\.yaml is not valid YAML: /);
  });
});

describe('Hydro limits', () => {
  it('parses times and memory the way Hydro writes them', () => {
    expect(parseTimeMs('1s', 'x')).toBe(1000);
    expect(parseTimeMs('250ms', 'x')).toBe(250);
    expect(parseTimeMs(2000, 'x')).toBe(2000);
    expect(parseMemoryMb('256m', 'x')).toBe(256);
    expect(parseMemoryMb('512MB', 'x')).toBe(512);
    expect(parseMemoryMb('65536k', 'x')).toBe(64);
    expect(parseMemoryMb(128, 'x')).toBe(128);
  });
});
