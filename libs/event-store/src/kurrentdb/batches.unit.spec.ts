import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { batchesOf } from './batches.js';

const keepNumbers = (chunk: unknown) => (typeof chunk === 'number' ? chunk : null);

describe('batchesOf', () => {
  it('delivers what is buffered in batches of at most batchSize, then waits for more', async () => {
    const source = new PassThrough({ objectMode: true });
    const controller = new AbortController();
    const batches = batchesOf(source, keepNumbers, 2, controller.signal);
    [1, 'skip', 2, 3].forEach((chunk) => source.write(chunk));

    expect((await batches.next()).value).toEqual([1, 2]);
    expect((await batches.next()).value).toEqual([3]);
    const waiting = batches.next();
    source.write(4);
    expect((await waiting).value).toEqual([4]);

    const ending = batches.next();
    controller.abort();
    expect((await ending).done).toBe(true);
  });

  it('throws when the stream fails or ends under it', async () => {
    const failing = new PassThrough({ objectMode: true });
    const failed = batchesOf(failing, keepNumbers, 10, new AbortController().signal).next();
    failing.destroy(new Error('dropped'));
    await expect(failed).rejects.toThrow('dropped');

    const ending = new PassThrough({ objectMode: true });
    const ended = batchesOf(ending, keepNumbers, 10, new AbortController().signal).next();
    ending.end();
    await expect(ended).rejects.toThrow('ended');
  });
});
