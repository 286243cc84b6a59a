import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, featurePresetFlags, flagLabel, NEW_SITE_FLAGS, SITE_FLAGS, withLocationRule } from './flags.js';
import { matchesSiteUrl, normaliseSiteUrl } from './urls.js';

const on = (flags: Record<string, boolean>) => FEATURE_FLAGS.filter((flag) => flags[flag]);

describe('site flags', () => {
  it('plus turns on every feature but messages and recipes', () => {
    const flags = featurePresetFlags('plus');
    expect(on(flags)).toHaveLength(FEATURE_FLAGS.length - 2);
    expect(flags).toMatchObject({
      is_messages_enabled: false,
      is_recipes_enabled: false,
      is_launchpad_plus: true,
      is_aktivetrak: false,
      is_launchpad: false,
    });
  });

  it('aktivetrak turns on logging, terms, privacy and FAQs; launchpad none', () => {
    expect(on(featurePresetFlags('aktivetrak')).sort()).toEqual([
      'is_faqs_enabled',
      'is_logging_enabled',
      'is_privacy_enabled',
      'is_terms_enabled',
    ]);
    expect(featurePresetFlags('aktivetrak').is_aktivetrak).toBe(true);
    expect(on(featurePresetFlags('launchpad'))).toEqual([]);
    expect(featurePresetFlags('launchpad').is_launchpad).toBe(true);
  });

  it('holds the new-site defaults with video off', () => {
    expect(NEW_SITE_FLAGS).toMatchObject({
      is_gender_displayed: true,
      is_stay_logged_in_displayed: true,
      is_social_media_displayed: true,
      is_buddy_enabled: true,
      is_video_enabled: false,
    });
    for (const flag of Object.keys(NEW_SITE_FLAGS)) expect(SITE_FLAGS).toContain(flag);
  });

  it('turns allow_set_location off with location display', () => {
    expect(withLocationRule({ allow_set_location: true })).toEqual({ allow_set_location: false });
    expect(withLocationRule({ is_location_displayed: true, allow_set_location: true })).toEqual({
      is_location_displayed: true,
      allow_set_location: true,
    });
  });

  it('labels flags for people', () => {
    expect(flagLabel('is_email_preferences_enabled')).toBe('Email preferences');
    expect(flagLabel('is_location_displayed')).toBe('Location displayed');
    expect(flagLabel('allow_set_location')).toBe('Allow set location');
    expect(flagLabel('is_faqs_enabled')).toBe('FAQs');
    expect(flagLabel('is_sso_enabled')).toBe('SSO');
  });
});

describe('site URLs', () => {
  it('normalises scheme, port, path and case', () => {
    expect(normaliseSiteUrl(' HTTPS://Acme.Example.com:8443/welcome?x ')).toBe('acme.example.com');
  });

  it('matches exact hosts and * patterns', () => {
    expect(matchesSiteUrl('acme.example.com', 'acme.example.com')).toBe(true);
    expect(matchesSiteUrl('*.acme.example.com', 'eu.acme.example.com')).toBe(true);
    expect(matchesSiteUrl('*.acme.example.com', 'acme.example.com')).toBe(false);
    expect(matchesSiteUrl('acme-*.example.com', 'acme-staging.example.com')).toBe(true);
    expect(matchesSiteUrl('acme.example.com', 'acmexexample.com')).toBe(false);
    expect(matchesSiteUrl('a.c*', 'a.c.evil.com')).toBe(true); // a pattern means what it says
    expect(matchesSiteUrl('a.c', 'abc')).toBe(false); // dots are literal
  });
});
