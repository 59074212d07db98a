export interface ExampleRow {
  input: string;
  output: string;
}

const PAIR = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

/** Spec 1 §3: examples are stored as repeated `<input>…</input><output>…</output>` pairs. */
export function parseExamples(examples: string | null | undefined): ExampleRow[] {
  if (!examples) return [];
  const rows: ExampleRow[] = [];
  for (const match of examples.matchAll(PAIR)) {
    rows.push({ input: trimEdgeNewlines(match[1] ?? ''), output: trimEdgeNewlines(match[2] ?? '') });
  }
  return rows;
}

/** The stored text of the examples; pairs left completely empty are dropped. */
export function serializeExamples(rows: readonly ExampleRow[]): string {
  return rows
    .filter((row) => row.input !== '' || row.output !== '')
    .map((row) => `<input>${row.input}</input><output>${row.output}</output>`)
    .join('');
}

const trimEdgeNewlines = (text: string) => text.replace(/^\r?\n/, '').replace(/\r?\n$/, '');

/** Spec 3 §9: at most two examples are recommended (a hint, not a rule). */
export const RECOMMENDED_MAX_EXAMPLES = 2;
