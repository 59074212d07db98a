export interface ProblemExample {
  /** Position from 1. */
  index: number;
  input: string;
  output: string;
}

const PAIR = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

/** Spec 1 §3: examples are stored as repeated `<input>…</input><output>…</output>` pairs. */
export function parseExamples(examples: string | null | undefined): ProblemExample[] {
  if (!examples) return [];
  const result: ProblemExample[] = [];
  for (const match of examples.matchAll(PAIR)) {
    result.push({
      index: result.length + 1,
      input: trimEdgeNewlines(match[1] ?? ''),
      output: trimEdgeNewlines(match[2] ?? ''),
    });
  }
  return result;
}

/** Editors often put the data on its own lines inside the tags; those newlines are not data. */
const trimEdgeNewlines = (text: string) => text.replace(/^\r?\n/, '').replace(/\r?\n$/, '');
