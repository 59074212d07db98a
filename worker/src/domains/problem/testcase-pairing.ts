import { compareNatural } from './natural-order';

/**
 * Pairs the files of a test data zip the way HOJ does: `name.in` with `name.out` (or
 * `name.ans`), and `…input….txt` with the same name saying `output`. Pairs come in natural
 * order of their input; everything else is reported as ignored.
 */
export interface TestcasePair {
  input: string;
  /** null when the zip has no output for this input. */
  output: string | null;
}

export interface PairingResult {
  pairs: TestcasePair[];
  ignored: string[];
}

type Role = { key: string; kind: 'input' | 'output'; rank: number };

function roleOf(name: string): Role | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.in')) return { key: `io:${name.slice(0, -3)}`, kind: 'input', rank: 0 };
  if (lower.endsWith('.out')) return { key: `io:${name.slice(0, -4)}`, kind: 'output', rank: 0 };
  if (lower.endsWith('.ans')) return { key: `io:${name.slice(0, -4)}`, kind: 'output', rank: 1 };
  if (lower.endsWith('.txt')) {
    const stem = name.slice(0, -4);
    if (stem.includes('input'))
      return { key: `txt:${stem.replaceAll('input', '\u0000')}`, kind: 'input', rank: 0 };
    if (stem.includes('output'))
      return { key: `txt:${stem.replaceAll('output', '\u0000')}`, kind: 'output', rank: 0 };
  }
  return null;
}

export function pairTestcaseFiles(names: readonly string[]): PairingResult {
  const inputs = new Map<string, string>();
  const outputs = new Map<string, { name: string; rank: number }>();
  const ignored: string[] = [];
  for (const name of names) {
    const role = roleOf(name);
    if (!role) {
      ignored.push(name);
      continue;
    }
    if (role.kind === 'input') {
      inputs.set(role.key, name);
      continue;
    }
    const current = outputs.get(role.key);
    if (!current || role.rank < current.rank) {
      if (current) ignored.push(current.name);
      outputs.set(role.key, { name, rank: role.rank });
    } else {
      ignored.push(name);
    }
  }
  const pairs: TestcasePair[] = [];
  for (const [key, input] of inputs) {
    pairs.push({ input, output: outputs.get(key)?.name ?? null });
    outputs.delete(key);
  }
  for (const { name } of outputs.values()) ignored.push(name);
  pairs.sort((a, b) => compareNatural(a.input, b.input));
  ignored.sort(compareNatural);
  return { pairs, ignored };
}
