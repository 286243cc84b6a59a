/** Latency samples in milliseconds, kept in a preallocated typed array (no per-sample allocation). */
export class Samples {
  private values: Float64Array;
  private size = 0;

  constructor(capacity = 65_536) {
    this.values = new Float64Array(capacity);
  }

  add(value: number): void {
    if (this.size === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.size++] = value;
  }

  get count(): number {
    return this.size;
  }

  summary(): LatencySummary {
    const sorted = this.values.slice(0, this.size).sort();
    const at = (q: number) =>
      sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN);
    let total = 0;
    for (const value of sorted) total += value;
    return {
      count: sorted.length,
      p50: round(at(0.5)),
      p90: round(at(0.9)),
      p99: round(at(0.99)),
      max: round(sorted.length ? (sorted[sorted.length - 1] ?? Number.NaN) : Number.NaN),
      mean: round(sorted.length ? total / sorted.length : Number.NaN),
    };
  }
}

export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
  readonly mean: number;
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** p50, p95 and max (ms) of the few hundred samples of a serial timing. */
export interface Percentiles {
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1) ?? Number.NaN) };
}

/** Runs `work` 20 times to warm up, then `count` times one after another, each timed: their percentiles (ms). */
export async function timedSerially(work: () => Promise<unknown>, count: number): Promise<Percentiles> {
  for (let i = 0; i < 20; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}
