/** Spec 1 §5 upload rules, checked before sending (the API checks them again, and the content). */
export const MAX_CSV_BYTES = Math.floor(4.25 * 1024 * 1024);

export const csvFileMessages = {
  wrongType: 'Sorry… this is the incorrect file type. Your file needs to be a .csv.',
  badName: 'Sorry… your file name contains special characters. Only letters, numbers, underscore, dash, and dot are allowed',
  tooLarge: 'File size must be 4 MB or less',
} as const;

/** The problem with a chosen file, or null. Some systems give .csv files no type: the name decides then. */
export function csvFileProblem(file: { readonly name: string; readonly type: string; readonly size: number }): string | null {
  const typeOk = file.type === '' || file.type === 'text/csv';
  if (!typeOk || !/\.csv$/i.test(file.name)) return csvFileMessages.wrongType;
  if (!/^[A-Za-z0-9_.-]+$/.test(file.name)) return csvFileMessages.badName;
  if (file.size > MAX_CSV_BYTES) return csvFileMessages.tooLarge;
  return null;
}
