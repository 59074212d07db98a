/**
 * Natural order of names: runs of digits compare as numbers, the rest case-insensitively,
 * so `2.in` < `10.in` and `a9` < `a10`. Ties fall back to plain code-unit order so the
 * result is total and stable.
 */
export function compareNatural(a: string, b: string): number {
  const left = chunks(a);
  const right = chunks(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i]!;
    const y = right[i]!;
    const bothNumbers = typeof x === 'bigint' && typeof y === 'bigint';
    if (bothNumbers) {
      if (x !== y) return x < y ? -1 : 1;
      continue;
    }
    const sx = String(x).toLowerCase();
    const sy = String(y).toLowerCase();
    if (sx !== sy) return sx < sy ? -1 : 1;
  }
  if (left.length !== right.length) return left.length - right.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

function chunks(text: string): (string | bigint)[] {
  return (text.match(/\d+|\D+/g) ?? []).map((part) => (/^\d/.test(part) ? BigInt(part) : part));
}

/** HOJ's order of problem display ids: shorter ids first, then code-unit order (999 < 1000 < A1). */
export function compareDisplayIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
