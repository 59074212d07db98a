// The verdict of one run of the user's program, from the sandbox's report, before any comparison:
// time, memory and output limits, then runtime errors. HOJ has no Output Limit Exceeded status, so
// an output over the limit is a Runtime Error that says so.
import { JudgeStatus } from '../../../contract/judge-status';
import type { SandboxResult } from '../sandbox/run-sandboxed';

export interface RunVerdict {
  /** null: the program ended cleanly and its output is to be compared. */
  status: number | null;
  message: string | null;
}

const SIGNAL_NAMES: Record<number, string> = {
  4: 'SIGILL',
  5: 'SIGTRAP',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  13: 'SIGPIPE',
  15: 'SIGTERM',
  24: 'SIGXCPU',
  25: 'SIGXFSZ',
  31: 'SIGSYS',
};

export const OUTPUT_LIMIT_MESSAGE = 'Output Limit Exceeded';

export function runVerdict(result: SandboxResult, runtimeOutOfMemory: boolean): RunVerdict {
  switch (result.status) {
    case 'SE':
      return { status: JudgeStatus.SYSTEM_ERROR, message: `Sandbox failure: ${result.error ?? 'unknown'}` };
    case 'TLE':
      return { status: JudgeStatus.TIME_LIMIT_EXCEEDED, message: null };
    case 'MLE':
      return { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, message: null };
    case 'OLE':
      return { status: JudgeStatus.RUNTIME_ERROR, message: OUTPUT_LIMIT_MESSAGE };
    case 'RE': {
      if (runtimeOutOfMemory) return { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, message: null };
      if (result.signal) {
        const name = SIGNAL_NAMES[result.signal];
        const why = result.signal === 31 ? ' (a system call the sandbox does not allow)' : '';
        return {
          status: JudgeStatus.RUNTIME_ERROR,
          message: `The program was killed by signal ${result.signal}${name ? ` (${name})` : ''}${why}`,
        };
      }
      return {
        status: JudgeStatus.RUNTIME_ERROR,
        message: `The program returned exit code ${result.exitCode}`,
      };
    }
    default:
      return { status: null, message: null };
  }
}
