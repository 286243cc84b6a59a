import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommitSignal } from './commit-signal.js';

/** A pool whose queries stay in flight until the test answers them. */
function fakePool() {
  const sent: { payload: string; answer: (ok: boolean) => void }[] = [];
  const pool = {
    query: (config: { values: unknown[] }) =>
      new Promise((resolve, reject) => {
        sent.push({
          payload: String(config.values[1]),
          answer: (ok) => (ok ? resolve({ rows: [] }) : reject(new Error('connection lost'))),
        });
      }),
  };
  const payloads = () => sent.map((query) => query.payload);
  /** Answers the latest query and lets its completion run. */
  const answer = async (ok = true) => {
    sent.at(-1)?.answer(ok);
    await new Promise((resolve) => setImmediate(resolve)); // after the completion's microtasks
  };
  return { pool: pool as never, payloads, answer };
}

describe('CommitSignal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('notifies at once, then coalesces the commits of one notification in flight into one more', async () => {
    const { pool, payloads, answer } = fakePool();
    const signal = new CommitSignal(pool, 'wellway_events', 0);

    signal.committed(5n);
    expect(payloads()).toEqual(['5']);
    signal.committed(9n);
    signal.committed(7n);
    signal.committed(8n);
    expect(payloads()).toEqual(['5']);

    await answer();
    expect(payloads()).toEqual(['5', '9']);
    await answer();
    expect(payloads()).toEqual(['5', '9']);
    signal.committed(10n);
    expect(payloads()).toEqual(['5', '9', '10']);
  });

  it('keeps notifying after a failed notification', async () => {
    const { pool, payloads, answer } = fakePool();
    const signal = new CommitSignal(pool, 'wellway_events', 0);

    signal.committed(1n);
    signal.committed(2n);
    await answer(false);
    expect(payloads()).toEqual(['1', '2']);
    await answer(false);
    signal.committed(3n);
    expect(payloads()).toEqual(['1', '2', '3']);
  });

  it('holds a commit right after a notification until the minimum interval has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { pool, payloads, answer } = fakePool();
    const signal = new CommitSignal(pool, 'wellway_events', 10);

    signal.committed(1n);
    await answer();
    signal.committed(2n);
    signal.committed(3n);
    expect(payloads()).toEqual(['1']);

    vi.advanceTimersByTime(9);
    expect(payloads()).toEqual(['1']);
    vi.advanceTimersByTime(1);
    expect(payloads()).toEqual(['1', '3']);
    await answer();
    expect(payloads()).toEqual(['1', '3']);
  });

  it('sends nothing once closed, and waits for the notification in flight', async () => {
    const { pool, payloads, answer } = fakePool();
    const signal = new CommitSignal(pool, 'wellway_events', 0);

    signal.committed(1n);
    signal.committed(2n);
    let closed = false;
    const closing = signal.close().then(() => {
      closed = true;
    });
    await Promise.resolve();
    expect(closed).toBe(false);
    await answer();
    await closing;
    signal.committed(3n);
    expect(payloads()).toEqual(['1']);
  });
});
