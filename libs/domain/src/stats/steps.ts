/** Exercise minutes count as steps at this rate (docs/api.md: steps_from_minutes). */
export const STEPS_PER_MINUTE = 100;

export const stepsFromMinutes = (exerciseMinutes: number): number => exerciseMinutes * STEPS_PER_MINUTE;

export const totalSteps = (exerciseSteps: number, exerciseMinutes: number): number => exerciseSteps + stepsFromMinutes(exerciseMinutes);
