import { describe, expect, it } from 'vitest';
import { awardQuestion, awardResult, matching } from './award';

const people = [
  { id: '1', name: 'Pat Rivera', email: 'pat@demo.test' },
  { id: '2', name: 'Sam Lee', email: 'sam@demo.test' },
];

describe('awarding a custom badge', () => {
  it('finds participants by name or e-mail address, in any case', () => {
    expect(matching(people, 'riv').map((p) => p.id)).toEqual(['1']);
    expect(matching(people, 'SAM@').map((p) => p.id)).toEqual(['2']);
    expect(matching(people, '  ')).toHaveLength(2);
  });

  it('asks, then says who got it and who had it already', () => {
    expect(awardQuestion('Star', 1)).toBe('Award “Star” to 1 participant?');
    expect(awardResult({ badge_id: 'b', year: 2026, awarded: ['1', '2'], already: [] }, 'Star')).toBe('Star awarded to 2 participants.');
    expect(awardResult({ badge_id: 'b', year: 2026, awarded: [], already: ['1'] }, 'Star')).toBe(
      'Star awarded to 0 participants. 1 participant already had it in 2026.',
    );
  });
});
