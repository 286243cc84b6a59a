import { describe, expect, it } from 'vitest';
import { stepAxis } from './step-axis';

describe('stepAxis', () => {
  it('suggests a maximum of 10000 with ticks every 5000', () => {
    expect(stepAxis(0)).toEqual({ max: 10_000, ticks: [0, 5_000, 10_000] });
    expect(stepAxis(7_200)).toEqual({ max: 10_000, ticks: [0, 5_000, 10_000] });
  });

  it('grows by 5000 above the suggested maximum', () => {
    expect(stepAxis(12_001)).toEqual({ max: 15_000, ticks: [0, 5_000, 10_000, 15_000] });
    expect(stepAxis(40_000).ticks).toHaveLength(9);
  });

  it('widens the step for year totals instead of drawing dozens of ticks', () => {
    const axis = stepAxis(310_000);
    expect(axis.max).toBe(350_000);
    expect(axis.ticks[1]).toBe(50_000);
    expect(axis.ticks.every((tick) => tick % 5_000 === 0)).toBe(true);
  });
});
