import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import type { PersonEntry } from '@wellway/read-models';

/** entries.csv: one row per logged day, activities as `id:value` pairs. */
export function entriesCsv(entries: readonly PersonEntry[]): string {
  return stringify(
    entries.map((entry) => [
      entry.recorded_on,
      entry.exercise_steps,
      entry.exercise_minutes,
      entry.manually_recorded ? 'yes' : 'no',
      entry.activities.map(({ exercise_activity_id, value }) => `${exercise_activity_id}:${value}`).join(';'),
      entry.updated_at,
    ]),
    { header: true, columns: ['recorded_on', 'exercise_steps', 'exercise_minutes', 'manually_recorded', 'activities', 'updated_at'] },
  );
}

/** The archive a person downloads: data.json (every section) and entries.csv, in one ZIP. */
export function dataExportZip(data: unknown, csv: string, at: Date): Uint8Array {
  return zipSync(
    {
      'data.json': [strToU8(JSON.stringify(data, null, 2)), { mtime: at }],
      'entries.csv': [strToU8(csv), { mtime: at }],
    },
    { level: 6 },
  );
}
