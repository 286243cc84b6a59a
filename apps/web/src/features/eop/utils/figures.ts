import type { EopFigure } from '@wellway/contracts';
import { formatNumber } from '../../../lib/format';

/** A figure as shown: a number with the spec's separators, or the API's "fewer than 5" as it is. */
export const showFigure = (figure: EopFigure | null | undefined): string =>
  figure === null || figure === undefined ? '–' : typeof figure === 'number' ? formatNumber(figure) : figure;

/** A 0–1 rate as a whole percentage ('–' when there was no one to divide by). */
export const showRate = (rate: number | null): string => (rate === null ? '–' : `${Math.round(rate * 100)}%`);

/** A suppressed figure plots as no bar (null), never as 0. */
export const plotted = (figure: EopFigure): number | null => (typeof figure === 'number' ? figure : null);
