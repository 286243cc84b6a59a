import { describe, expect, it } from 'vitest';
import { bodyFromDraft, coordinatorError, draftErrors, newSiteDraft, withFlag, withPreset } from './site-draft';

const draft = { ...newSiteDraft(2026), name: 'Acme', urls: '*.acme.test\nacme.test' };

describe('site editor draft', () => {
  it('starts from the new-site defaults', () => {
    expect(newSiteDraft(2026)).toMatchObject({
      years: '2026',
      user_challenge_days: '3',
      theme: 'Default',
      flags: { is_gender_displayed: true, is_video_enabled: false },
    });
  });

  it('refuses a last URL with an asterisk, a missing name and bad years', () => {
    expect(draftErrors(draft)).toEqual({});
    expect(draftErrors({ ...draft, urls: 'acme.test\n*.acme.test\n' })).toEqual({ urls: 'The last URL may not contain an asterisk.' });
    expect(draftErrors({ ...draft, name: ' ', years: '26' })).toEqual({
      name: 'A site needs a name.',
      years: 'Write years as four digits, separated by commas.',
    });
  });

  it('turns allow_set_location off with location display, and applies presets', () => {
    const located = withFlag(withFlag(draft, 'is_location_displayed', true), 'allow_set_location', true);
    expect(withFlag(located, 'is_location_displayed', false).flags).toMatchObject({
      is_location_displayed: false,
      allow_set_location: false,
    });
    expect(withPreset(draft, 'aktivetrak').flags).toMatchObject({ is_logging_enabled: true, is_wall_enabled: false, is_aktivetrak: true });
  });

  it('adds only non-empty, valid, new coordinator addresses and saves them comma-joined', () => {
    expect(coordinatorError(draft, '  ')).toBe('Enter an e-mail address to add.');
    expect(coordinatorError(draft, 'nobody')).toBe('The coordinator e-mail address nobody is not valid.');
    const withOne = { ...draft, coordinators: ['a@acme.test', 'b@acme.test'] };
    expect(coordinatorError(withOne, 'A@acme.test')).toBe('A@acme.test is already a coordinator.');
    expect(bodyFromDraft(withOne)).toMatchObject({
      coordinators: 'a@acme.test,b@acme.test',
      urls: ['*.acme.test', 'acme.test'],
      years: [2026],
    });
    expect(bodyFromDraft(withOne)).not.toHaveProperty('pilot_password');
    expect(bodyFromDraft({ ...withOne, clear_pilot_password: true })).toMatchObject({ pilot_password: null });
  });
});
