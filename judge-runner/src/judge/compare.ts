// Output comparison of the default judge mode, with HOJ's semantics: with "remove end blank" on,
// trailing whitespace of every line and trailing empty lines are ignored; an answer that differs
// only in whitespace is a Presentation Error; anything else is a Wrong Answer. Outputs are compared
// as latin1 strings, so any bytes compare exactly and only ASCII whitespace is special.

export type CompareVerdict = 'AC' | 'PE' | 'WA';

/** Windows line ends in test data or output are not the user's fault. */
function normalizeLineEnds(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/** Removes whitespace at the end of every line and at the end of the text. */
export function trimLineEnds(text: string): string {
  return text.replace(/[ \t\f\v]+\n/g, '\n').replace(/\s+$/, '');
}

function withoutWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}

export function compareOutput(userOutput: string, answer: string, removeEndBlank: boolean): CompareVerdict {
  const user = normalizeLineEnds(userOutput);
  const expected = normalizeLineEnds(answer);
  const same = removeEndBlank ? trimLineEnds(user) === trimLineEnds(expected) : user === expected;
  if (same) return 'AC';
  return withoutWhitespace(user) === withoutWhitespace(expected) ? 'PE' : 'WA';
}

/** The head of an output for the case view: at most `maxBytes`, with a mark when cut. */
export function outputHead(bytes: Uint8Array, maxBytes = 1024): string {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, maxBytes));
  return bytes.length > maxBytes ? `${head}...` : head;
}
