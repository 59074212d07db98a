// Reading the amounts remote judges print (run time and memory, each in its own spelling) and
// waiting between reads of a judge.

const TIME_UNIT_MS: Record<string, number> = { ms: 1, s: 1000, sec: 1000 };
const MEMORY_UNIT_KB: Record<string, number> = { k: 1, kb: 1, kib: 1, m: 1024, mb: 1024, mib: 1024 };

/**
 * A number with an optional unit and nothing else around it; the unit lower-cased ('' when the
 * judge wrote none). Null for an empty, `-` or otherwise unreadable value.
 */
function amount(text: string | undefined, units: Record<string, number>): [number, string] | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text ?? '');
  if (!match) return null;
  const unit = (match[2] ?? '').toLowerCase();
  if (unit !== '' && !(unit in units)) return null;
  return [Number(match[1]), unit];
}

/**
 * A run time in whole ms: HDU's and POJ's `15MS`, AtCoder's `12 ms`, SPOJ's bare `0.01` (seconds
 * there: say so with `bareUnit`).
 */
export function readTimeMs(text: string | undefined, bareUnit: 'ms' | 's' = 'ms'): number | null {
  const read = amount(text, TIME_UNIT_MS);
  if (!read) return null;
  const [value, unit] = read;
  return Math.round(value * (TIME_UNIT_MS[unit || bareUnit] ?? 1));
}

/** A memory amount in whole KB: `1736K`, `3592 KB`, `2048k`, `5.3M`, `1 MiB`; a bare number is KB. */
export function readMemoryKb(text: string | undefined): number | null {
  const read = amount(text, MEMORY_UNIT_KB);
  if (!read) return null;
  const [value, unit] = read;
  return Math.round(value * (MEMORY_UNIT_KB[unit || 'k'] ?? 1));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
