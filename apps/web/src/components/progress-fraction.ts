/** How far `value` is towards `max`, from 0 to 1 (0 when there is no goal). */
export function progressFraction(value: number, max: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0 || value <= 0) return 0;
  return Math.min(1, value / max);
}
