import type { Logger } from '../platform/platform';

/** One JSON object per line, which Workers Logs indexes field by field. */
export const jsonLogger: Logger = {
  info: (message, context) => console.log(JSON.stringify({ level: 'info', message, ...context })),
  warn: (message, context) => console.warn(JSON.stringify({ level: 'warn', message, ...context })),
  error: (message, context) => console.error(JSON.stringify({ level: 'error', message, ...context })),
};

export const describeError = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);
