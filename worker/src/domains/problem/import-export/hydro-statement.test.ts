import { describe, expect, it } from 'vitest';
import { splitHydroStatement } from './hydro-statement';

describe('splitHydroStatement', () => {
  it('splits the usual Chinese sections and pairs the sample blocks', () => {
    const md = [
      '## 题目描述',
      '',
      '求和。',
      '',
      '## 输入格式',
      '',
      '两个整数。',
      '',
      '## 输出格式',
      '',
      '一个整数。',
      '',
      '## 样例',
      '',
      '```input1',
      '1 2',
      '```',
      '',
      '```output1',
      '3',
      '```',
      '',
      '```input2',
      '5 5',
      '```',
      '```output2',
      '10',
      '```',
      '',
      '## 提示',
      '',
      '$a, b \\le 10^9$',
    ].join('\n');
    expect(splitHydroStatement(md)).toEqual({
      description: '求和。',
      input: '两个整数。',
      output: '一个整数。',
      hint: '$a, b \\le 10^9$',
      examples: [
        { input: '1 2', output: '3' },
        { input: '5 5', output: '10' },
      ],
    });
  });

  it('keeps unknown sections, their headings and leftover sample text in the description', () => {
    const md =
      'Intro.\n\n## Background\n\nStory.\n\n### Sample 1\n\n```input1\na\n```\n```output1\nb\n```\nExplained.\n\n# Input:\n\nx';
    expect(splitHydroStatement(md)).toEqual({
      description: 'Intro.\n\n## Background\n\nStory.\n\n### Sample 1\n\nExplained.',
      input: 'x',
      output: '',
      hint: '',
      examples: [{ input: 'a', output: 'b' }],
    });
  });

  it('does not treat headings inside code fences as sections', () => {
    const md = 'Text\n\n```cpp\n# include <x>\n## Input\n```\n';
    expect(splitHydroStatement(md).description).toBe('Text\n\n```cpp\n# include <x>\n## Input\n```');
    expect(splitHydroStatement(md).input).toBe('');
  });
});
