import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore, StoredEvent } from '@wellway/event-store';
import { newEvent } from '@wellway/event-store/testing/fixtures';
import { readPages } from './log-pages.js';

const first: StoredEvent = {
  ...newEvent('LoadTestPinged'),
  streamName: 'loadtest-1',
  streamRevision: 0n,
  position: 1n,
  checkpoint: '1',
  createdAt: new Date(0),
};

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  unhandled.length = 0;
});

describe('readPages', () => {
  it('reads the next page ahead; when that read fails while the caller works, nothing is left unhandled', async () => {
    process.on('unhandledRejection', onUnhandled);
    const reads: (string | null)[] = [];
    const store: Pick<EventStore, 'readAll'> = {
      readAll: async ({ after }) => {
        reads.push(after ?? null);
        if (after) throw new Error('terminating connection due to administrator command');
        return [first];
      },
    };
    const pages = readPages(store, null, 1);
    expect((await pages.next()).value).toEqual([first]);
    // The caller works on page 1 (a write to a database that has just gone away) …
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toEqual([null, '1']);
    expect(unhandled).toEqual([]);
    // … and reading on reports the failure.
    await expect(pages.next()).rejects.toThrow('administrator command');
  });
});
