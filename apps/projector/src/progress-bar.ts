import cliProgress from 'cli-progress';

export interface ProgressBar {
  advance(events: number): void;
  stop(): void;
}

const COUNTING = Number.MAX_SAFE_INTEGER;

/**
 * A bar on stderr whose total arrives when `count` resolves: counting the log means reading it,
 * so it runs beside the replay instead of delaying it.
 */
export function startProgressBar(title: string, count: (signal: AbortSignal) => Promise<number>): ProgressBar {
  const bar = new cliProgress.SingleBar(
    { format: `${title} {bar} {percentage}% | {value}/{events} events | {duration_formatted} | ETA {eta_formatted}` },
    cliProgress.Presets.shades_classic,
  );
  const counting = new AbortController();
  let replayed = 0;
  let total = COUNTING;
  bar.start(total, 0, { events: 'counting…' });
  count(counting.signal).then(
    (events) => {
      total = Math.max(events, replayed);
      bar.setTotal(total);
      bar.update({ events: total });
    },
    () => undefined,
  );
  return {
    advance(events) {
      replayed += events;
      // Events appended since the count run past it.
      if (total !== COUNTING && replayed > total) {
        total = replayed;
        bar.setTotal(total);
        bar.update({ events: total });
      }
      bar.increment(events);
    },
    stop() {
      counting.abort();
      bar.stop();
    },
  };
}

export const NO_PROGRESS: ProgressBar = { advance: () => undefined, stop: () => undefined };
