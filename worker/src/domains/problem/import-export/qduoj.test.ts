import { describe, expect, it } from 'vitest';
import { ImportError } from './model';
import { parseQduojArchive } from './qduoj';

const encoder = new TextEncoder();
const entries = (files: Record<string, string | object>) =>
  new Map(
    Object.entries(files).map(([path, data]) => [
      path,
      encoder.encode(typeof data === 'string' ? data : JSON.stringify(data, null, 4)),
    ]),
  );
const text = (data: Uint8Array) => new TextDecoder().decode(data);
const refusal = (files: Record<string, string | object>) => {
  try {
    parseQduojArchive(entries(files));
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return (error as ImportError).message;
  }
  throw new Error('expected the archive to be refused');
};

const acm = {
  display_id: '1001',
  title: 'A + B',
  description: { format: 'html', value: '<p>d</p>' },
  input_description: { format: 'html', value: '<p>i</p>' },
  output_description: { format: 'html', value: '<p>o</p>' },
  hint: { format: 'html', value: '' },
  test_case_score: [{ score: 100, input_name: '1.in', output_name: '1.out' }],
  time_limit: 1000,
  memory_limit: 256,
  samples: [{ input: '1 2', output: '3' }],
  template: { 'C++': { prepend: '#include <cstdio>\n', template: 'int main() {}\n', append: '' } },
  spj: null,
  rule_type: 'ACM',
  source: null,
  tags: ['math', 'math', ' dp '],
  answers: [],
};

describe('parseQduojArchive', () => {
  it('maps an ACM problem as HOJ does', () => {
    const [problem] = parseQduojArchive(
      entries({ '1/problem.json': acm, '1/testcase/1.in': '1 2\n', '1/testcase/1.out': '3\n' }),
    );
    expect(problem).toMatchObject({
      origin: '1/problem.json',
      problemId: '1001',
      title: 'A + B',
      description: '<p>d</p>',
      input: '<p>i</p>',
      output: '<p>o</p>',
      hint: '',
      source: '',
      timeLimit: 1000,
      memoryLimit: 256,
      type: 0,
      difficulty: 1,
      codeShare: false,
      judgeMode: 'default',
      examples: [{ input: '1 2', output: '3' }],
      tags: ['math', 'dp'],
      codeTemplates: [{ language: 'C++', code: '#include <cstdio>\n\nint main() {}\n' }],
      languages: null,
      ioScore: null,
    });
    expect(
      problem!.testCases.map((c) => [c.inputName, text(c.input), c.outputName, text(c.output), c.score]),
    ).toEqual([['1.in', '1 2\n', '1.out', '3\n', null]]);
  });

  it('reads OI scores and a special judge whose answers are absent, in folder order', () => {
    const oi = {
      ...acm,
      display_id: 'B',
      rule_type: 'OI',
      spj: { language: 'C', code: 'int main(){}' },
      test_case_score: [
        { score: 40, input_name: '1.in', output_name: '-' },
        { score: 60, input_name: '2.in', output_name: '-' },
      ],
    };
    const problems = parseQduojArchive(
      entries({
        '10/problem.json': { ...acm, display_id: 'C' },
        '10/testcase/1.in': '',
        '10/testcase/1.out': '',
        '2/problem.json': oi,
        '2/testcase/1.in': '1',
        '2/testcase/2.in': '2',
      }),
    );
    expect(problems.map((p) => p.problemId)).toEqual(['B', 'C']);
    expect(problems[0]).toMatchObject({
      type: 1,
      judgeMode: 'spj',
      spjLanguage: 'C',
      spjCode: 'int main(){}',
      ioScore: 100,
    });
    expect(problems[0]!.testCases.map((c) => [c.outputName, c.output.length, c.score])).toEqual([
      ['1.out', 0, 40],
      ['2.out', 0, 60],
    ]);
  });

  it('finds test files itself when test_case_score is empty, spreading OI scores', () => {
    const [problem] = parseQduojArchive(
      entries({
        'export/1/problem.json': { ...acm, rule_type: 'OI', test_case_score: [] },
        'export/1/testcase/10.in': 'c',
        'export/1/testcase/10.out': 'C',
        'export/1/testcase/2.in': 'b',
        'export/1/testcase/2.out': 'B',
        'export/1/testcase/1.in': 'a',
        'export/1/testcase/1.out': 'A',
      }),
    );
    expect(problem!.testCases.map((c) => [c.inputName, c.score])).toEqual([
      ['1.in', 33],
      ['2.in', 33],
      ['10.in', 34],
    ]);
  });

  it('refuses archives without problems, bad JSON and bad fields', () => {
    expect(refusal({ 'readme.txt': 'hi' })).toBe(
      'No problem found: a QDUOJ archive holds 1/problem.json, 2/problem.json, … and their testcase folders',
    );
    expect(refusal({ '1/problem.json': '{"title": ' })).toMatch(/^1\/problem\.json is not valid JSON: /);
    expect(refusal({ '1/problem.json': { ...acm, rule_type: 'IOI' } })).toBe(
      '1/problem.json: rule_type must be ACM or OI',
    );
    expect(refusal({ '1/problem.json': { ...acm, time_limit: 0 } })).toBe(
      '1/problem.json: time_limit must be at least 1 ms',
    );
    expect(refusal({ '1/problem.json': { ...acm, title: '' } })).toBe('1/problem.json: title is required');
  });

  it('refuses missing test files', () => {
    expect(refusal({ '1/problem.json': acm })).toBe(
      '1/problem.json lists 1.in, but 1/testcase/1.in is missing',
    );
    expect(refusal({ '1/problem.json': acm, '1/testcase/1.in': '1' })).toBe(
      '1/problem.json lists 1.out, but 1/testcase/1.out is missing',
    );
    expect(refusal({ '1/problem.json': { ...acm, test_case_score: null } })).toBe(
      '1/problem.json has no test cases (1/testcase/ is empty)',
    );
  });

  it('refuses problem.json that is not UTF-8', () => {
    const files = entries({ '1/testcase/1.in': '1', '1/testcase/1.out': '1' });
    files.set('1/problem.json', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]));
    expect(() => parseQduojArchive(files)).toThrow(
      '1/problem.json is not valid UTF-8 text; save it as UTF-8 and try again',
    );
  });
});
