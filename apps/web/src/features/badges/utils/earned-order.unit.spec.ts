import { describe, expect, it } from 'vitest';
import { inEarnedOrder, nextPopup } from './earned-order';

const notice = (id: string, created_at: string, key = 'badge_earned') => ({ id, key, created_at });

describe('earned-badge popups', () => {
  // Given unread notifications as the API lists them: newest first, other kinds among them,
  // and two badges awarded in the same instant (listed newest first: b3 after b2)
  const newestFirst = [
    notice('b4', '2026-11-22T10:00:03Z'),
    notice('f1', '2026-11-22T10:00:02Z', 'friend_requested'),
    notice('b3', '2026-11-22T10:00:01Z'),
    notice('b2', '2026-11-22T10:00:01Z'),
    notice('b1', '2026-11-22T09:59:00Z'),
  ];

  it('come in the order the badges were earned, badges only', () => {
    expect(inEarnedOrder(newestFirst, 'badge_earned').map((n) => n.id)).toEqual(['b1', 'b2', 'b3', 'b4']);
  });

  it('show one at a time: closing one shows the next, none once all are closed', () => {
    const inOrder = inEarnedOrder(newestFirst, 'badge_earned');
    const shown: (string | undefined)[] = [];
    const closed = new Set<string>();
    for (let popup = nextPopup(inOrder, closed); popup; popup = nextPopup(inOrder, closed)) {
      shown.push(popup.id);
      closed.add(popup.id);
    }
    expect(shown).toEqual(['b1', 'b2', 'b3', 'b4']);
    expect(nextPopup(inOrder, closed)).toBeNull();
  });
});
