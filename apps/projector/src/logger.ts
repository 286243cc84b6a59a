import { pino, stdTimeFunctions } from 'pino';
import { serializeError } from './log-errors.js';

/** What the projector logs through; `console` fits. */
export interface Logger {
  info(message: string, fields?: object): void;
  warn(message: string, fields?: object): void;
  error(message: string, fields?: object): void;
}

/**
 * JSON lines from pino, the same shape as the API's (`time`, `level`, `process`, `message`,
 * fields); LOG_LEVEL sets the level (default info). `process` names the entry point.
 */
export function createJsonLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  const log = pino({
    level,
    base: { process: name },
    messageKey: 'message',
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: serializeError, error: serializeError },
  });
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    warn: (message, fields) => log.warn(fields ?? {}, message),
    error: (message, fields) => log.error(fields ?? {}, message),
  };
}

/** The log of whichever entry point runs (projector, workers, projections CLI). */
export const jsonLogger: Logger = createJsonLogger(processName());

function processName(): string {
  const script = process.argv[1] ?? '';
  if (script.endsWith('workers/main.js')) return 'workers';
  if (script.endsWith('cli.js')) return 'projections';
  return 'projector';
}
