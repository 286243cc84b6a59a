import { UnprocessableEntityException, PayloadTooLargeException } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import { csvFileMessages, csvFileNameProblem, MAX_CSV_BYTES } from '@wellway/domain';

export { MAX_CSV_BYTES };
export const MAX_CSV_ROWS = 5_000;

export const csvMessages = {
  noFile: 'Choose a .csv file to upload (form field "file").',
  ...csvFileMessages,
  empty: 'The file has no locations in it.',
  tooManyRows: `A file can list at most ${MAX_CSV_ROWS.toLocaleString('en-US')} locations.`,
  unreadable: (reason: string) => `The file could not be read as CSV: ${reason}`,
} as const;

/** Before reading the file: its declared type, its extension, the characters of its name. */
export function checkCsvFile(fileName: string, mimeType: string): void {
  const isCsvType = mimeType.split(';')[0]?.trim().toLowerCase() === 'text/csv';
  const problem = csvFileNameProblem(fileName, isCsvType);
  if (problem) throw new UnprocessableEntityException(problem);
}

export const fileTooLarge = () => new PayloadTooLargeException(csvMessages.tooLarge);

/** Control characters other than tab, line feed, form feed and carriage return: not text. */
const isBinaryControl = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d;
};

/** The file's content: UTF-8 text (checked by content, not only by name), CSV syntax, rows. */
export function readLocationCsv(content: Buffer): string[][] {
  if (content.length > MAX_CSV_BYTES) throw fileTooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw new UnprocessableEntityException(csvMessages.wrongType);
  }
  // Content, not only the name: text without control characters (tabs and line ends allowed).
  if ([...text].some(isBinaryControl)) throw new UnprocessableEntityException(csvMessages.wrongType);
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    throw new UnprocessableEntityException(csvMessages.unreadable(error instanceof Error ? error.message : String(error)));
  }
  if (rows.length > MAX_CSV_ROWS + 1) throw new UnprocessableEntityException(csvMessages.tooManyRows);
  if (rows.every((row) => row.every((cell) => cell.trim() === ''))) throw new UnprocessableEntityException(csvMessages.empty);
  return rows;
}
