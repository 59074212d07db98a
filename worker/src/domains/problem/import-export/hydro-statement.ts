import type { ImportedExample } from './model';

/**
 * Splits a Hydro markdown statement into the fields a problem here has. Samples are the
 * fenced blocks Hydro writes as ```inputN / ```outputN (paired by N). Sections under the
 * usual headings (## 输入格式 / ## Input, ## 输出格式 / ## Output, ## 提示 / ## Hint, …) go to
 * input, output and hint; everything else stays in the description, so nothing is lost.
 */

export interface SplitStatement {
  description: string;
  input: string;
  output: string;
  hint: string;
  examples: ImportedExample[];
}

type Field = 'description' | 'input' | 'output' | 'hint' | 'samples' | 'other';

const HEADINGS: Record<Exclude<Field, 'other'>, string[]> = {
  description: [
    '题目描述',
    '描述',
    '题面',
    'description',
    'problem description',
    'statement',
    'problem statement',
  ],
  input: ['输入格式', '输入', '输入描述', '输入说明', 'input', 'input format', 'input description'],
  output: ['输出格式', '输出', '输出描述', '输出说明', 'output', 'output format', 'output description'],
  hint: [
    '提示',
    '说明/提示',
    '说明',
    '数据范围',
    '数据范围与提示',
    '数据规模与约定',
    'hint',
    'hints',
    'note',
    'notes',
    'constraints',
  ],
  samples: [
    '样例',
    '样例数据',
    '输入输出样例',
    '样例输入',
    '样例输出',
    'sample',
    'samples',
    'example',
    'examples',
    'sample input',
    'sample output',
  ],
};

function classify(heading: string): Field {
  const key = heading
    .trim()
    .replace(/[:：]\s*$/, '')
    .replace(/\s*\d+$/, '')
    .toLowerCase();
  for (const [field, names] of Object.entries(HEADINGS)) if (names.includes(key)) return field as Field;
  return 'other';
}

const SAMPLE_BLOCK = /```(input|output)(\d+)[ \t]*\r?\n([\s\S]*?)\r?\n?```/g;

export function splitHydroStatement(markdown: string): SplitStatement {
  const samples = new Map<number, ImportedExample>();
  const withoutSamples = markdown.replace(SAMPLE_BLOCK, (_all, kind: string, n: string, body: string) => {
    const example = samples.get(Number(n)) ?? { input: '', output: '' };
    example[kind as 'input' | 'output'] = body;
    samples.set(Number(n), example);
    return '';
  });

  const parts: Record<Field, string[]> = {
    description: [],
    input: [],
    output: [],
    hint: [],
    samples: [],
    other: [],
  };
  let current: Field = 'description';
  let buffer: string[] = [];
  let heading: string | null = null;
  const flush = () => {
    const body = buffer.join('\n').trim();
    if (current === 'other' || current === 'samples') {
      if (body !== '' || (current === 'other' && heading !== null)) {
        parts.description.push([heading, body].filter((p) => p !== null && p !== '').join('\n\n'));
      }
    } else if (body !== '') {
      parts[current].push(body);
    }
    buffer = [];
  };

  let inFence = false;
  for (const line of withoutSamples.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : /^#{1,3}\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) {
      flush();
      current = classify(match[1]!);
      heading = line;
      continue;
    }
    buffer.push(line);
  }
  flush();

  return {
    description: parts.description.join('\n\n'),
    input: parts.input.join('\n\n'),
    output: parts.output.join('\n\n'),
    hint: parts.hint.join('\n\n'),
    examples: [...samples.entries()].sort(([a], [b]) => a - b).map(([, example]) => example),
  };
}
