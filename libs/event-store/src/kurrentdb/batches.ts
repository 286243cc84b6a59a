import type { Readable } from 'node:stream';

/**
 * Groups what an object-mode stream has buffered into batches of at most `batchSize`: everything
 * already arrived goes out together, and a lone live event is not held back waiting for company.
 */
export async function* batchesOf<T>(
  source: Readable,
  toItem: (chunk: unknown) => T | null,
  batchSize: number,
  signal: AbortSignal,
): AsyncGenerator<T[]> {
  const failure: { failed: boolean; error?: unknown } = { failed: false };
  const onError = (error: unknown) => {
    failure.failed = true;
    failure.error = error;
  };
  source.on('error', onError);
  try {
    while (!signal.aborted) {
      if (failure.failed) throw failure.error;
      if (source.readableLength > 0) {
        const batch = take(source, toItem, batchSize);
        if (batch.length > 0) yield batch;
      } else if (source.readableEnded || source.destroyed) {
        throw new Error('The KurrentDB subscription ended');
      } else {
        await nextChange(source, signal);
      }
    }
  } finally {
    source.off('error', onError);
  }
}

function take<T>(source: Readable, toItem: (chunk: unknown) => T | null, batchSize: number): T[] {
  const batch: T[] = [];
  while (batch.length < batchSize) {
    const chunk: unknown = source.read();
    if (chunk === null) break;
    const item = toItem(chunk);
    if (item !== null) batch.push(item);
  }
  return batch;
}

function nextChange(source: Readable, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const events = ['readable', 'end', 'close', 'error'] as const;
    const done = () => {
      for (const event of events) source.off(event, done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    for (const event of events) source.once(event, done);
    signal.addEventListener('abort', done, { once: true });
  });
}
