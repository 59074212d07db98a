// One line per event on stderr, prefixed with the runner's name, so an embedded runner's lines can
// be told apart in the server's output. The line's format is written and read here alone: its
// embedder reads some lines back (embedding.ts).
export type LogLevel = 'info' | 'warn' | 'error';

export interface RunnerLog {
  info(message: string, context?: Record<string, unknown>): void;
  warn(message: string, context?: Record<string, unknown>): void;
  error(message: string, context?: Record<string, unknown>): void;
}

export interface LogLine {
  name: string;
  level: LogLevel;
  /** The message with its context, if it had one, still appended as JSON. */
  message: string;
}

/** A log line as the runner writes it, without its newline. */
function formatLogLine(
  name: string,
  level: LogLevel,
  message: string,
  context?: Record<string, unknown>,
): string {
  const extra = context && Object.keys(context).length > 0 ? ` ${JSON.stringify(context)}` : '';
  return `[judge-runner ${name}] ${level} ${message}${extra}`;
}

/**
 * A line of a runner's stderr read back, or null if the runner's log did not write it. The `s`
 * flag: a message may hold a carriage return, and the rest of the line is still the message.
 */
export function parseLogLine(line: string): LogLine | null {
  const match = /^\[judge-runner ([^\]]+)\] (info|warn|error) (.*)$/s.exec(line);
  return match ? { name: match[1]!, level: match[2] as LogLevel, message: match[3]! } : null;
}

export function createLog(name: string): RunnerLog {
  const line = (level: LogLevel, message: string, context?: Record<string, unknown>) =>
    process.stderr.write(`${formatLogLine(name, level, message, context)}\n`);
  return {
    info: (m, c) => line('info', m, c),
    warn: (m, c) => line('warn', m, c),
    error: (m, c) => line('error', m, c),
  };
}
