// What a special judge's or interactor's exit says (DESIGN.md § Special judge and interactive):
// HOJ's codes (0 or 100 AC, 101 PE, 102 WA, 103 system error, 99 partial with a percentage on
// stdout) and testlib's (0 ok, 1 wa, 2 pe, 3 fail, 4 dirt, 7 points with the points on stderr).
import { JudgeStatus } from '../../../contract/judge-status';
import type { SandboxResult } from '../sandbox/run-sandboxed';

export interface CheckerVerdict {
  status: number;
  /** Share of the case's score earned, for partial verdicts (0 < ratio < 1). */
  ratio: number | null;
  /** For the case view; the checker's stderr, or why the checker failed. */
  message: string | null;
}

const MESSAGE_MAX = 1024;

function clip(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return trimmed.length > MESSAGE_MAX ? `${trimmed.slice(0, MESSAGE_MAX)}...` : trimmed;
}

function partial(ratio: number, message: string | null): CheckerVerdict {
  if (!Number.isFinite(ratio) || ratio <= 0)
    return { status: JudgeStatus.PARTIAL_ACCEPTED, ratio: 0, message };
  if (ratio >= 1) return { status: JudgeStatus.ACCEPTED, ratio: null, message };
  return { status: JudgeStatus.PARTIAL_ACCEPTED, ratio, message };
}

/** testlib prints `points 0.5 …`; a value above 1 is read as a percentage. */
function testlibPoints(stderr: string): number {
  const match = /^\s*points\s+([0-9]*\.?[0-9]+(?:e[+-]?\d+)?)/i.exec(stderr);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return value > 1 ? value / 100 : value;
}

export function checkerVerdict(
  result: Pick<SandboxResult, 'status' | 'exitCode' | 'signal' | 'error'>,
  stdout: string,
  stderr: string,
): CheckerVerdict {
  const message = clip(stderr);
  if (result.status === 'SE') {
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      ratio: null,
      message: `The checker could not run: ${result.error ?? ''}`,
    };
  }
  if (result.status === 'TLE' || result.status === 'MLE' || result.status === 'OLE') {
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      ratio: null,
      message: `The checker exceeded its limits (${result.status})`,
    };
  }
  if (result.signal) {
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      ratio: null,
      message: `The checker was killed by signal ${result.signal}`,
    };
  }
  switch (result.exitCode) {
    case 0:
    case 100:
      return { status: JudgeStatus.ACCEPTED, ratio: null, message };
    case 1:
    case 102:
      return { status: JudgeStatus.WRONG_ANSWER, ratio: null, message };
    case 2:
    case 4:
    case 101:
      return { status: JudgeStatus.PRESENTATION_ERROR, ratio: null, message };
    case 99:
      return partial(Number(stdout.trim()) / 100, message);
    case 7:
      return partial(testlibPoints(stderr), message);
    case 3:
    case 103:
      return {
        status: JudgeStatus.SYSTEM_ERROR,
        ratio: null,
        message: message ?? 'The checker reported a failure',
      };
    default:
      return {
        status: JudgeStatus.SYSTEM_ERROR,
        ratio: null,
        message: `The checker exited with an unknown code ${result.exitCode}${message ? `: ${message}` : ''}`,
      };
  }
}
