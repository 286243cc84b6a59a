import { describe, expect, it } from 'vitest';
import type { Message } from '@wellway/contracts';
import { groupMessages } from './group-messages';

const message = (id: string, userId: string, at: string): Message => ({
  id,
  content: id,
  image: null,
  conversation_id: 'c',
  action: 'message',
  user_id: userId,
  user_name: userId,
  user_image: null,
  created_at: at,
  created_at_milliseconds: Date.parse(at),
});

describe('messages of the same minute', () => {
  it('groups consecutive messages of one author within one minute', () => {
    const groups = groupMessages([
      message('a', 'ann', '2026-11-25T10:00:05Z'),
      message('b', 'ann', '2026-11-25T10:00:59Z'),
      message('c', 'ann', '2026-11-25T10:01:00Z'),
      message('d', 'bob', '2026-11-25T10:01:10Z'),
      message('e', 'ann', '2026-11-25T10:01:20Z'),
    ]);
    expect(groups.map((group) => group.messages.map((m) => m.id))).toEqual([['a', 'b'], ['c'], ['d'], ['e']]);
  });
});
