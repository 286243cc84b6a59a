/** Spec 1 §5 / spec 3 §5: the rules of a locations CSV upload, checked by the web before sending and by the API again. */

/** The upload limit (about 4.25 MB, shown as 4 MB). */
export const MAX_CSV_BYTES = Math.floor(4.25 * 1024 * 1024);

export const csvFileMessages = {
  wrongType: 'Sorry… this is the incorrect file type. Your file needs to be a .csv.',
  badName: 'Sorry… your file name contains special characters. Only letters, numbers, underscore, dash, and dot are allowed',
  tooLarge: 'File size must be 4 MB or less',
} as const;

/** What is wrong with a file's name and declared type, or null (`isCsvType`: the caller's reading of the type). */
export function csvFileNameProblem(fileName: string, isCsvType: boolean): string | null {
  if (!isCsvType || !/\.csv$/i.test(fileName)) return csvFileMessages.wrongType;
  if (!/^[A-Za-z0-9_.-]+$/.test(fileName)) return csvFileMessages.badName;
  return null;
}
