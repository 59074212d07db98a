// Compiling and Judging as the status page sees them. HOJ's client polls a pending submission
// every few seconds, so a state that lasts a few milliseconds (a cached compile, A+B's ten cases)
// is never seen there; posting it anyway would cost the server a request and a write per state.
// A state is posted only once it has lasted `delayMs`, and never after the job has finished.

export type ProgressStatus = 6 | 7;

/** How long a state must last before the server hears of it (well under the client's poll). */
export const PROGRESS_DELAY_MS = 300;

export class DeferredProgress {
  private current: ProgressStatus | null = null;
  private posted: ProgressStatus | null = null;
  private timer: NodeJS.Timeout | null = null;
  private finished = false;

  constructor(
    private readonly post: (status: ProgressStatus) => void,
    private readonly delayMs = PROGRESS_DELAY_MS,
  ) {}

  /** The job entered `status`; it is posted if the job is still in it `delayMs` from now. */
  report(status: ProgressStatus): void {
    if (this.finished || status === this.current) return;
    this.current = status;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.finished || this.current === null || this.current === this.posted) return;
      this.posted = this.current;
      this.post(this.current);
    }, this.delayMs);
  }

  /** The job's result is known: nothing more is posted. */
  finish(): void {
    this.finished = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
