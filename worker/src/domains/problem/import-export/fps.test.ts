import { describe, expect, it } from 'vitest';
import hustojExport from '../../../../../tests/fixtures/problem-import/fps-hustoj.xml?raw';
import { parseFps } from './fps';
import { ImportError } from './model';

const bytes = (xml: string) => new TextEncoder().encode(xml);
const text = (data: Uint8Array) => new TextDecoder().decode(data);
const refusal = (xml: string | Uint8Array) => {
  try {
    parseFps(typeof xml === 'string' ? bytes(xml) : xml);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return (error as ImportError).message;
  }
  throw new Error('expected the FPS file to be refused');
};
const item = (inner: string) =>
  `<fps version="1.2"><item><title>T</title><time_limit unit="s">1</time_limit><memory_limit unit="mb">64</memory_limit>${inner}</item></fps>`;

describe('parseFps on a HUSTOJ export', () => {
  const [aPlusB, anyPair] = parseFps(bytes(hustojExport));

  it('reads every item', () => {
    expect(parseFps(bytes(hustojExport))).toHaveLength(2);
  });

  it('maps the statement, limits and samples of the first item', () => {
    expect(aPlusB).toMatchObject({
      origin: 'item 1',
      problemId: null,
      title: 'A+B Problem',
      timeLimit: 1000,
      memoryLimit: 128,
      type: 0,
      difficulty: 1,
      codeShare: false,
      judgeMode: 'default',
      spjCode: null,
      input: '<p>\n\tTwo integer a,b (0&lt;=a,b&lt;=10)\n</p>',
      output: '<p>\n\tOutput a+b\n</p>',
      hint: 'hint',
      source: '系统原理，熟悉OJ',
      examples: [{ input: '1 2', output: '3' }],
      languages: null,
    });
  });

  it('keeps test data byte for byte, CDATA newlines included', () => {
    expect(aPlusB!.testCases.map((c) => [c.inputName, text(c.input), c.outputName, text(c.output)])).toEqual([
      ['1.in', '500 17\n', '1.out', '517'],
      ['2.in', '1 2\n\n', '2.out', '3\n'],
    ]);
  });

  it('turns inlined images into assets linked from the statement', () => {
    expect(aPlusB!.assets).toHaveLength(1);
    expect(aPlusB!.assets[0]!.name).toBe('1-20170219102428_18727.png');
    expect([...aPlusB!.assets[0]!.bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect(aPlusB!.description).toBe(
      '<p>Calculate a+b</p><img src="file://1-20170219102428_18727.png" alt="" />',
    );
  });

  it('maps templates to site language names and wraps prepend/append around them', () => {
    expect(aPlusB!.codeTemplates.map((t) => t.language)).toEqual(['C', 'C++', 'Java', 'Python3']);
    expect(aPlusB!.codeTemplates.find((t) => t.language === 'Java')!.code).toBe(
      'import java.util.*;\npublic class Main\n{\n\n}',
    );
  });

  it('reads a special judge, ms and kb units, entity text and a missing last answer', () => {
    expect(anyPair).toMatchObject({
      title: 'Any Pair With Sum',
      timeLimit: 1500,
      memoryLimit: 64,
      judgeMode: 'spj',
      spjLanguage: 'C++',
      description: 'Print two non-negative integers x, y with x + y = n & x <= y. Any such pair is accepted.',
      examples: [
        { input: '3\n', output: '1 2\n' },
        { input: '0\n', output: '0 0\n' },
      ],
      hint: '',
      source: '',
    });
    expect(anyPair!.spjCode).toContain('return (x >= 0 && x <= y && x + y == n) ? 100 : 102;');
    expect(anyPair!.testCases.map((c) => text(c.output))).toEqual(['1 2\n', '500000000 500000000\n', '']);
  });
});

describe('parseFps refusals', () => {
  it('refuses text that is not UTF-8', () => {
    const gbk = new Uint8Array([
      ...bytes('<fps version="1.2"><item><title>'),
      0xb2,
      0xe2,
      ...bytes('</title></item></fps>'),
    ]);
    expect(refusal(gbk)).toBe('The FPS file is not valid UTF-8 text; save it as UTF-8 and try again');
  });

  it('refuses another declared encoding', () => {
    expect(refusal('<?xml version="1.0" encoding="GBK"?><fps version="1.2"></fps>')).toBe(
      'The FPS file declares encoding GBK; only UTF-8 FPS files are supported',
    );
  });

  it('refuses DTDs and entity declarations (billion laughs, XXE)', () => {
    expect(refusal('<!DOCTYPE fps [<!ENTITY a "aaaa">]><fps version="1.2">&a;</fps>')).toBe(
      'The FPS file declares a DOCTYPE or entities, which FPS never uses; it was refused',
    );
  });

  it('refuses malformed XML with its position', () => {
    expect(refusal('<fps version="1.2"><item><title>A</item></fps>')).toBe(
      "The FPS file is not well-formed XML: Expected closing tag 'title' (opened in line 1, col 26) instead of closing tag 'item'. (line 1, column 34)",
    );
  });

  it('refuses other documents, versions and empty sets', () => {
    expect(refusal('<problems></problems>')).toBe(
      'The file is not an FPS document: its root element is <problems>, expected <fps>',
    );
    expect(refusal('<fps version="2.0"></fps>')).toBe('FPS version 2.0 is not supported (1.x expected)');
    expect(refusal('<fps version="1.2"></fps>')).toBe('The FPS file has no <item> problems');
  });

  it('refuses items without title, limits or test data', () => {
    expect(refusal('<fps version="1.2"><item><title> </title></item></fps>')).toBe('FPS item 1 has no title');
    expect(refusal('<fps version="1.2"><item><title>T</title></item></fps>')).toBe(
      'FPS item 1 ("T") has no <time_limit>',
    );
    expect(refusal(item(''))).toBe('FPS item 1 ("T") has no <test_input> test data');
  });

  it('refuses bad limits and images', () => {
    const limits = (time: string, memory: string) =>
      `<fps version="1.2"><item><title>T</title>${time}${memory}<test_input>1</test_input></item></fps>`;
    expect(refusal(limits('<time_limit unit="s">fast</time_limit>', ''))).toBe(
      'FPS item 1: time_limit "fast" is not a positive number',
    );
    expect(refusal(limits('<time_limit unit="min">1</time_limit>', ''))).toBe(
      'FPS item 1: time_limit unit "min" is not s or ms',
    );
    expect(refusal(limits('<time_limit>1</time_limit>', '<memory_limit unit="gb">1</memory_limit>'))).toBe(
      'FPS item 1: memory_limit unit "gb" is not mb or kb',
    );
    expect(refusal(item('<test_input>1</test_input><img><src>a.png</src></img>'))).toBe(
      'FPS item 1: an <img> needs both <src> and <base64>',
    );
    expect(refusal(item('<test_input>1</test_input><img><src>a.png</src><base64>@@@</base64></img>'))).toBe(
      'FPS item 1: the image a.png is not valid base64',
    );
  });

  it('keeps raw HTML that was not wrapped in CDATA', () => {
    const [problem] = parseFps(
      bytes(item('<description><p class="x">a &lt; b</p></description><test_input>1</test_input>')),
    );
    expect(problem!.description).toBe('<p class="x">a &lt; b</p>');
  });
});
