import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './format-timestamp';

describe('formatTimestamp', () => {
  it("writes a moment as 'MM/dd/yyyy, h:mm a' in local time, and an unparsable one as given", () => {
    expect(formatTimestamp(new Date(2026, 10, 25, 15, 4).toISOString())).toBe('11/25/2026, 3:04 PM');
    expect(formatTimestamp('not a time')).toBe('not a time');
  });
});
