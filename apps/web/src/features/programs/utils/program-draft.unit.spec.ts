import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, draftProblems } from './program-draft';

describe('program draft', () => {
  it('sends only complete time frames, each location once, blanks as null', () => {
    const draft = draftOf(null);
    draft.name = 'Spring';
    draft.locations = ['a', 'b', 'a'];
    draft.timeFrames.coming_soon = { start: '2026-03-01', end: '2026-03-14' };
    const body = bodyOf(draft);
    expect(body).toMatchObject({
      name: 'Spring',
      enabled: true,
      effective_date_start: null,
      locations: ['a', 'b'],
      time_frames: [{ logging_state: 'coming_soon', start_date: '2026-03-01', end_date: '2026-03-14' }],
      promotion: { app_name: null, promotion_id: null },
    });
  });

  it('asks for a name and for both ends of a time frame', () => {
    const draft = draftOf(null);
    draft.timeFrames.enter_logging = { start: '2026-03-01', end: '' };
    expect(draftProblems(draft)).toEqual([
      'A program needs a name.',
      'The Enter and logging time frame needs both a start and an end date.',
    ]);
  });
});
