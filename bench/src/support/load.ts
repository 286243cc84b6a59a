import { Samples, type LatencySummary } from './stats.js';

export const WRITERS = 32;
/** Participants per writer: writers never share a participant, so never an entry stream. */
export const USERS_PER_WRITER = 4;

export interface PlannedEntry {
  readonly user: number;
  readonly recordedOn: string;
  readonly steps: number;
  readonly minutes: number;
}

/**
 * The k-th command of writer `w`: its participants in turn, each logging one new day after the
 * other (most recent first); every tenth round re-logs the previous day with new values
 * (EntryChanged). Past the last loggable day it starts over with new values (changes too).
 */
export function plannedEntry(days: readonly string[], writer: number, k: number, writers = WRITERS): PlannedEntry {
  const slot = k % USERS_PER_WRITER;
  const round = Math.floor(k / USERS_PER_WRITER);
  const dayIndex = round % 10 === 9 ? round - 1 : round;
  return {
    user: writer + writers * slot,
    recordedOn: days[dayIndex % days.length] as string,
    steps: 2_000 + ((writer * 7_919 + k * 31) % 12_000),
    minutes: 10 + (k % 80),
  };
}

export function entryBody(entry: PlannedEntry): string {
  return `{"recorded_on":"${entry.recordedOn}","exercise_steps":${entry.steps},"exercise_minutes":${entry.minutes},"entry_exercise_activities":[]}`;
}

export interface ClosedLoopResult {
  readonly commandsPerSecond: number;
  readonly completed: number;
  readonly seconds: number;
  readonly latencyMs: LatencySummary;
  /** Non-2xx answers (or failed transactions) by kind, during warm-up and measurement alike. */
  readonly failures: Record<string, number>;
}

/**
 * `concurrency` writers, each sending its next command as soon as the previous one is answered.
 * Counts the commands completed inside the measured window (after the warm-up) and their latency.
 * `command` resolves to null on success, or a short failure label.
 */
export async function closedLoop(options: {
  concurrency: number;
  warmupMs: number;
  measureMs: number;
  command: (writer: number, k: number) => Promise<string | null>;
  onMeasureStart?: () => void;
}): Promise<ClosedLoopResult> {
  const samples = new Samples(1 << 16);
  const failures: Record<string, number> = {};
  const started = performance.now();
  const measureFrom = started + options.warmupMs;
  const measureTo = measureFrom + options.measureMs;
  let completed = 0;
  const measureTimer = setTimeout(() => options.onMeasureStart?.(), options.warmupMs);
  const writer = async (w: number) => {
    for (let k = 0; ; k++) {
      const sent = performance.now();
      if (sent >= measureTo) return;
      const failure = await options.command(w, k);
      const answered = performance.now();
      if (failure !== null) failures[failure] = (failures[failure] ?? 0) + 1;
      else if (sent >= measureFrom && answered <= measureTo) {
        completed++;
        samples.add(answered - sent);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, w) => writer(w)));
  clearTimeout(measureTimer);
  const seconds = options.measureMs / 1000;
  return { commandsPerSecond: Math.round(completed / seconds), completed, seconds, latencyMs: samples.summary(), failures };
}
