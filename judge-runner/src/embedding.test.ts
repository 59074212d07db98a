import { describe, expect, it, vi } from 'vitest';
import { logStartFailure, startFailureOf } from './embedding';
import { createLog } from './log';

/** The lines a runner's log writes to stderr while `write` runs. */
function stderrLinesOf(write: () => void): string[] {
  const chunks: string[] = [];
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  try {
    write();
  } finally {
    spy.mockRestore();
  }
  return chunks.join('').split('\n').slice(0, -1);
}

describe('startFailureOf', () => {
  it("reads the reason from a runner's cannot-start line and nothing else", () => {
    expect(
      startFailureOf(
        '[judge-runner vm-embedded-0] error cannot start: sandbox slot 3 is in use by process 42',
      ),
    ).toBe('sandbox slot 3 is in use by process 42');
    expect(startFailureOf('[judge-runner vm-embedded-0] error job failed {"error":"x"}')).toBeNull();
    expect(startFailureOf('[judge-runner vm-embedded-0] info cannot start: not an error line')).toBeNull();
    expect(startFailureOf('[judge-runner vm-embedded-0] error cannot start: ')).toBeNull();
    expect(startFailureOf('error cannot start: not a runner line')).toBeNull();
  });

  // The supervisor reads the very line the runner's main writes through its log.
  it('reads back what logStartFailure wrote, colons and brackets included', () => {
    for (const reason of [
      'the sandbox helper is not built: run `node scripts/build-sandbox.mjs`',
      'sandbox slot [3] is in use: by process 42 ([judge-runner other] error x: y)',
      'the sandbox does not work here: RE {"error":"mount: [tmpfs] denied"}',
    ]) {
      const lines = stderrLinesOf(() => logStartFailure(createLog('vm-embedded-0'), reason));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[judge-runner vm-embedded-0\] error cannot start: /);
      expect(startFailureOf(lines[0]!)).toBe(reason);
    }
  });

  it('keeps a reason of several lines on one line, so none of it is lost', () => {
    const reason = 'the sandbox does not work here: 1 mount failed\n  at box.c:12\r\n  at main.c:40\n';
    const lines = stderrLinesOf(() => logStartFailure(createLog('vm-embedded-0'), reason));
    expect(lines).toHaveLength(1);
    expect(startFailureOf(lines[0]!)).toBe(
      'the sandbox does not work here: 1 mount failed / at box.c:12 / at main.c:40 / ',
    );
  });
});
