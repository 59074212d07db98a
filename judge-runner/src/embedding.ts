// What the judge runner offers a program that runs it as a child process (the Node entry's
// supervisor, worker/src/node/runners.ts), so that the embedder depends on this module alone and
// not on the runner's private modules or on the wording of its log.
import { parseLogLine, type RunnerLog } from './log';

// A runner killed with SIGKILL cannot unmount its boxes: its supervisor releases what is left
// below the runner's work directory once the process is gone.
export { releaseMountsBelow } from './judge/box-mounts';

const START_FAILURE_PREFIX = 'cannot start: ';

/**
 * Logs why this runner cannot start, as an error line that stays readable in the server's output
 * and that the supervisor reads back with startFailureOf to say it again beside the restart.
 */
export function logStartFailure(log: RunnerLog, reason: string): void {
  // One line, whatever the reason holds (a helper's output may span several): the supervisor
  // reads the log line by line.
  log.error(`${START_FAILURE_PREFIX}${reason.replace(/\s*[\r\n]+\s*/g, ' / ')}`);
}

/** The reason in a line of a runner's stderr, if logStartFailure wrote it with a reason. */
export function startFailureOf(line: string): string | null {
  const logged = parseLogLine(line);
  if (logged?.level !== 'error' || !logged.message.startsWith(START_FAILURE_PREFIX)) return null;
  return logged.message.slice(START_FAILURE_PREFIX.length) || null;
}
