import { csvFileMessages, csvFileNameProblem, MAX_CSV_BYTES } from '@wellway/domain/locations/csv-file';

/** Spec 1 §5 upload rules, checked before sending (the API checks them again, and the content). */
export { csvFileMessages, MAX_CSV_BYTES };

/** The problem with a chosen file, or null. Some systems give .csv files no type: the name decides then. */
export function csvFileProblem(file: { readonly name: string; readonly type: string; readonly size: number }): string | null {
  const nameProblem = csvFileNameProblem(file.name, file.type === '' || file.type === 'text/csv');
  if (nameProblem) return nameProblem;
  if (file.size > MAX_CSV_BYTES) return csvFileMessages.tooLarge;
  return null;
}
