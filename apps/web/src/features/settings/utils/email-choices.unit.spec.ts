import { describe, expect, it } from 'vitest';
import { emailChoices } from './email-choices';

const labels = (flags: Record<string, boolean>) => emailChoices(flags).map((choice) => choice.label);

describe('emailChoices', () => {
  it('offers no e-mail about a feature the site has switched off', () => {
    expect(labels({ is_wall_enabled: false, is_peers_enabled: false, is_challenges_enabled: false })).toEqual(['News from the site']);
  });

  it('offers each feature’s e-mails when it is on', () => {
    expect(labels({ is_wall_enabled: true, is_peers_enabled: true, is_challenges_enabled: true })).toEqual([
      'Friend requests',
      'Wall posts and replies',
      'Team news',
      'Challenges',
      'News from the site',
    ]);
    expect(labels({ is_challenges_enabled: true })).toEqual(['Team news', 'Challenges', 'News from the site']);
  });
});
