import type { GoalContent } from './events.js';
import {
  descriptionRequired,
  monthInvalid,
  noEmailAddress,
  invalidEmailAddress,
  textTooLong,
  titleRequired,
  tooManyEmailAddresses,
} from './errors.js';

/** Spec 2 §9. */
export const MAX_ACTIVE_GOALS = 3;
export const DEFAULT_GOAL_SPAN_MONTHS = 6;
export const MAX_SHARE_RECIPIENTS = 20;
const MAX_TITLE = 255;
const MAX_TEXT = 5000;

/** The month a goal ends: its final month, or 6 months from its start (wrapping the year). */
export const finalMonthOf = (goal: Pick<GoalContent, 'monthInteger' | 'finalMonthInteger'>): number =>
  goal.finalMonthInteger ?? ((goal.monthInteger - 1 + DEFAULT_GOAL_SPAN_MONTHS - 1) % 12) + 1;

/** Spec 2 §5: the month lies between the goal's start and end month, wrapping the year. */
export function isInGoalMonths(goal: Pick<GoalContent, 'monthInteger' | 'finalMonthInteger'>, month: number): boolean {
  const start = goal.monthInteger;
  const end = finalMonthOf(goal);
  return start <= end ? month >= start && month <= end : month >= start || month <= end;
}

const isMonth = (value: number) => Number.isInteger(value) && value >= 1 && value <= 12;

/** Trimmed content, checked: a catalogue goal needs a title, a person's own goal a description (spec 2 §5). */
export function checkedContent(content: GoalContent, needs: 'title' | 'description'): GoalContent {
  const trimmed = {
    ...content,
    title: content.title.trim(),
    summary: content.summary.trim(),
    description: content.description.trim(),
    category: content.category.trim(),
    image: content.image.trim(),
  };
  if (needs === 'title' && trimmed.title === '') throw titleRequired();
  if (needs === 'description' && trimmed.description === '') throw descriptionRequired();
  if (trimmed.title.length > MAX_TITLE) throw textTooLong('title', MAX_TITLE);
  if (trimmed.summary.length > MAX_TEXT) throw textTooLong('summary', MAX_TEXT);
  if (trimmed.description.length > MAX_TEXT) throw textTooLong('description', MAX_TEXT);
  if (trimmed.category.length > MAX_TITLE) throw textTooLong('category', MAX_TITLE);
  if (trimmed.image.length > 2000) throw textTooLong('image', 2000);
  if (!isMonth(trimmed.monthInteger)) throw monthInvalid();
  if (trimmed.finalMonthInteger !== null && !isMonth(trimmed.finalMonthInteger)) throw monthInvalid();
  return trimmed;
}

/** Spec 2 §8 'Email share': recipients split on comma or semicolon; each must contain '@'. */
export function shareRecipients(emails: string | readonly string[]): string[] {
  const tokens = (typeof emails === 'string' ? [emails] : emails)
    .flatMap((value) => value.split(/[,;]/))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (tokens.length === 0) throw noEmailAddress();
  const invalid = tokens.find((token) => !/^[^@\s]+@[^@\s]+$/.test(token));
  if (invalid !== undefined) throw invalidEmailAddress(invalid);
  const unique = [...new Set(tokens.map((token) => token.toLowerCase()))];
  if (unique.length > MAX_SHARE_RECIPIENTS) throw tooManyEmailAddresses(MAX_SHARE_RECIPIENTS);
  return unique;
}
