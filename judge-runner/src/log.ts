// One line per event on stderr, prefixed with the runner's name, so an embedded runner's lines can
// be told apart in the server's output.
export interface RunnerLog {
  info(message: string, context?: Record<string, unknown>): void;
  warn(message: string, context?: Record<string, unknown>): void;
  error(message: string, context?: Record<string, unknown>): void;
}

export function createLog(name: string): RunnerLog {
  const line = (level: string, message: string, context?: Record<string, unknown>) => {
    const extra = context && Object.keys(context).length > 0 ? ` ${JSON.stringify(context)}` : '';
    process.stderr.write(`[judge-runner ${name}] ${level} ${message}${extra}\n`);
  };
  return {
    info: (m, c) => line('info', m, c),
    warn: (m, c) => line('warn', m, c),
    error: (m, c) => line('error', m, c),
  };
}
