/** Trims, straightens curly quotes, drops zero-width and non-breaking spaces, lower-cases. */
export function normaliseEmail(email: string): string {
  return email
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/\u00A0/g, ' ')
    .trim()
    .toLowerCase();
}
