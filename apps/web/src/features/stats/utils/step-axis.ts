/** Spec 2 §9: the steps axis steps by 5000 with a suggested maximum of 10000. */
export const STEP_AXIS_STEP = 5_000;
export const STEP_AXIS_SUGGESTED_MAX = 10_000;
/** Year totals run to hundreds of thousands: past this many intervals the step grows 5000 → 10000 → 25000 → 50000 … */
const MAX_INTERVALS = 8;
const NICE_FACTORS = [1, 2, 5] as const;

export interface StepAxis {
  readonly max: number;
  readonly ticks: readonly number[];
}

function niceSteps(): number[] {
  const steps: number[] = [];
  for (let scale = 1; scale <= 1e6; scale *= 10) for (const factor of NICE_FACTORS) steps.push(STEP_AXIS_STEP * factor * scale);
  return steps.filter((step, index) => index === 0 || step > STEP_AXIS_STEP);
}

export function stepAxis(dataMax: number): StepAxis {
  const top = Math.max(STEP_AXIS_SUGGESTED_MAX, Number.isFinite(dataMax) ? dataMax : 0);
  const step = niceSteps().find((candidate) => Math.ceil(top / candidate) <= MAX_INTERVALS) ?? STEP_AXIS_STEP;
  const max = Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return { max, ticks };
}
