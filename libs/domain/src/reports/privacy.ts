/**
 * The privacy floor of employer reports (docs/decisions.md, "Privacy of employer reports"): a
 * figure about a group of fewer people than the floor is shown as "fewer than 5", never as a
 * number, and so are enough other groups that a hidden one cannot be recovered by subtracting the
 * shown ones from a total. One rule for aggregate reports, the dashboard's stats and the EOP.
 */

/** Never below 5, whatever a site sets (CMS and Viva Insights use 5 to 11). */
export const MIN_PRIVACY_FLOOR = 5;

/** The floor a site's setting gives (absent or lower: 5). */
export function privacyFloor(siteSetting?: number | null): number {
  return Math.max(MIN_PRIVACY_FLOOR, Math.floor(siteSetting ?? MIN_PRIVACY_FLOOR));
}

/** What a suppressed figure reads as, for a floor. */
export function fewerThan(floor: number): string {
  return `fewer than ${floor}`;
}

/**
 * Which of the groups (by their number of people) to hide, beside a shown total of them all.
 * Primary: every group of 1 to floor−1 people (0 is no one, and shown). Complementary: when any is
 * hidden, the smallest shown groups are hidden too until at least two are hidden and together they
 * hold at least `floor` people, so neither subtraction from the total nor from each other gives a
 * small group back. When the total itself is below the floor, everything is hidden (`total: true`).
 */
export function suppressSmallGroups(people: readonly number[], floor: number): { hidden: boolean[]; total: boolean } {
  const total = people.reduce((sum, n) => sum + n, 0);
  if (total > 0 && total < floor) return { hidden: people.map((n) => n > 0), total: true };
  const hidden = people.map((n) => n > 0 && n < floor);
  if (!hidden.includes(true)) return { hidden, total: false };
  const shownBySize = people
    .map((n, index) => ({ n, index }))
    .filter(({ n, index }) => n > 0 && !hidden[index])
    .sort((a, b) => a.n - b.n);
  const hiddenPeople = () => people.reduce((sum, n, index) => (hidden[index] ? sum + n : sum), 0);
  const hiddenCount = () => hidden.filter(Boolean).length;
  for (const { index } of shownBySize) {
    if (hiddenCount() >= 2 && hiddenPeople() >= floor) break;
    hidden[index] = true;
  }
  return { hidden, total: false };
}
