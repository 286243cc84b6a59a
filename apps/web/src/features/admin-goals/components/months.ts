export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const monthName = (month: number): string => MONTHS[month - 1] ?? '';

/** Spec 2 §9: with no end month a goal runs 6 months. */
export const monthsLabel = (start: number, final: number | null): string => {
  const end = final ?? ((start - 1 + 5) % 12) + 1;
  return end === start ? monthName(start) : `${monthName(start)} – ${monthName(end)}`;
};
