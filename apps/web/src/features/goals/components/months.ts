const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const monthName = (month: number): string => MONTHS[month - 1] ?? '';

/** Spec 2 §9: with no end month a goal runs 6 months. */
export const finalMonth = (start: number, final: number | null): number => final ?? ((start - 1 + 5) % 12) + 1;

export const monthsLabel = (start: number, final: number | null): string => {
  const end = finalMonth(start, final);
  return end === start ? monthName(start) : `${monthName(start)} – ${monthName(end)}`;
};

/** "November 2026" of an ISO timestamp, in the reader's time zone. */
export const monthYearOf = (iso: string): string => {
  const date = new Date(iso);
  return `${monthName(date.getMonth() + 1)} ${date.getFullYear()}`;
};
