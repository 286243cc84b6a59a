import { monthName, type IsoDate } from './dates';

/** Spec §9: numbers of 10000 or more get comma separators; smaller ones are shown as they are. */
export function formatNumber(value: number): string {
  return Math.abs(value) >= 10_000 ? value.toLocaleString('en-US') : String(value);
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** General date format MM/dd/yyyy. */
export function formatDate(date: IsoDate): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}

/** Stats date format 'MMM D', e.g. 'Nov 2'. */
export function formatShortDate(date: IsoDate): string {
  return `${monthName(Number(date.slice(5, 7)))} ${Number(date.slice(8, 10))}`;
}

/** Notification format 'M/d, h:mma' in the reader's local time, e.g. '11/22, 3:04PM'. */
export function formatNotificationTime(timestamp: string): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return '';
  const hours = at.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${at.getMonth() + 1}/${at.getDate()}, ${hour12}:${pad2(at.getMinutes())}${hours < 12 ? 'AM' : 'PM'}`;
}

export const MENU_NAME_LENGTH = 13;

/** Spec §2: a menu name is truncated to 13 characters. */
export function truncateMenuName(name: string): string {
  return name.length <= MENU_NAME_LENGTH ? name : `${name.slice(0, MENU_NAME_LENGTH - 1)}…`;
}
