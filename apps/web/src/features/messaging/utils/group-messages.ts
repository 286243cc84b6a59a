import type { Message } from '@wellway/contracts';

/** Consecutive messages of one author in the same minute (spec 1 §4): shown under one name and time. */
export interface MessageGroup {
  readonly key: string;
  readonly userId: string;
  readonly userName: string;
  /** The author's photo (null: their initials). */
  readonly userImage: string | null;
  readonly createdAt: string;
  readonly messages: readonly Message[];
}

const minuteOf = (milliseconds: number) => Math.floor(milliseconds / 60_000);

export function groupMessages(messages: readonly Message[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  for (const message of messages) {
    const last = groups.at(-1);
    const first = last?.messages[0];
    if (
      last &&
      first &&
      last.userId === message.user_id &&
      minuteOf(first.created_at_milliseconds) === minuteOf(message.created_at_milliseconds)
    ) {
      groups[groups.length - 1] = { ...last, messages: [...last.messages, message] };
    } else {
      groups.push({
        key: message.id,
        userId: message.user_id,
        userName: message.user_name,
        userImage: message.user_image,
        createdAt: message.created_at,
        messages: [message],
      });
    }
  }
  return groups;
}

/** Spec 1 §9 message time 'MMM DD, hh:mm a', e.g. 'Nov 25, 03:04 PM', in the reader's time. */
export function formatMessageTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const month = at.toLocaleString('en-US', { month: 'short' });
  const day = String(at.getDate()).padStart(2, '0');
  const hours = at.getHours() % 12 || 12;
  const minutes = String(at.getMinutes()).padStart(2, '0');
  return `${month} ${day}, ${String(hours).padStart(2, '0')}:${minutes} ${at.getHours() < 12 ? 'AM' : 'PM'}`;
}
