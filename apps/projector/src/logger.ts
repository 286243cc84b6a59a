/** What the projector logs through; `console` fits. */
export interface Logger {
  info(message: string, fields?: object): void;
  warn(message: string, fields?: object): void;
  error(message: string, fields?: object): void;
}

/** One JSON line per entry, for log collectors. */
export const jsonLogger: Logger = {
  info: (message, fields) => write('info', message, fields),
  warn: (message, fields) => write('warn', message, fields),
  error: (message, fields) => write('error', message, fields),
};

function write(level: string, message: string, fields?: object): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }, replacer);
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

function replacer(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}
