import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { evolve, initialState } from './decider.js';
import type { SiteEvent } from './events.js';
import { siteUrlChanges, siteUrlReservationDecider, siteUrlReservationStream } from './url-reservation.js';

const spec = specFor(siteUrlReservationDecider);
const reserved = (siteId: string, url = 'acme.example.com') => ({ type: 'SiteUrlReserved' as const, data: { url, siteId } });
const released = (siteId: string, url = 'acme.example.com') => ({ type: 'SiteUrlReleased' as const, data: { url, siteId } });

describe('site URL reservation decider', () => {
  it('names one stream per URL pattern as the site rules record it (case, scheme, port and path ignored)', () => {
    expect(siteUrlReservationStream('https://ACME.example.com:8080/x')).toBe(siteUrlReservationStream('acme.example.com'));
    expect(siteUrlReservationStream('*.acme.example.com')).not.toBe(siteUrlReservationStream('acme.example.com'));
    expect(siteUrlReservationStream('acme.example.com')).toMatch(/^site_url-[0-9a-f-]{36}$/);
  });

  it('reserves a free URL, normalised, for the site that asks', () => {
    spec([])
      .when({ type: 'ReserveSiteUrl', url: ' Acme.Example.com ', siteId: 's-1' })
      .then([reserved('s-1')]);
    spec([reserved('s-1'), released('s-1')])
      .when({ type: 'ReserveSiteUrl', url: 'acme.example.com', siteId: 's-2' })
      .then([reserved('s-2')]);
  });

  it('changes nothing when the site already holds the URL (a repeated save, a retried decision)', () => {
    spec([reserved('s-1')])
      .when({ type: 'ReserveSiteUrl', url: 'ACME.example.com', siteId: 's-1' })
      .then([]);
  });

  it("refuses another site's URL, whatever its case", () => {
    spec([reserved('s-1')])
      .when({ type: 'ReserveSiteUrl', url: 'ACME.Example.com', siteId: 's-2' })
      .thenRejects('site_url_taken', 'URL acme.example.com is already used by another site.');
  });

  it('releases only for the holder; anything else changes nothing', () => {
    spec([reserved('s-1')])
      .when({ type: 'ReleaseSiteUrl', url: 'acme.example.com', siteId: 's-1' })
      .then([released('s-1')]);
    spec([reserved('s-1')])
      .when({ type: 'ReleaseSiteUrl', url: 'acme.example.com', siteId: 's-2' })
      .then([]);
    spec([]).when({ type: 'ReleaseSiteUrl', url: 'acme.example.com', siteId: 's-1' }).then([]);
    spec([reserved('s-1'), released('s-1')])
      .when({ type: 'ReleaseSiteUrl', url: 'acme.example.com', siteId: 's-1' })
      .then([]);
  });

  it('claims every URL a site now lists and releases the ones it dropped', () => {
    expect(siteUrlChanges(['acme.example.com', '*.acme.example.com'], ['ACME.example.com', 'new.example.com', 'new.example.com'])).toEqual({
      claimed: ['acme.example.com', 'new.example.com'],
      dropped: ['*.acme.example.com'],
    });
    expect(siteUrlChanges([], ['acme.example.com'])).toEqual({ claimed: ['acme.example.com'], dropped: [] });
    expect(siteUrlChanges(['acme.example.com'], [])).toEqual({ claimed: [], dropped: ['acme.example.com'] });
  });

  it("keeps the site's URLs in its state, normalised, including sites recorded with hostnames", () => {
    const profile = {
      siteId: 's-1',
      name: 'Demo',
      years: [2026],
      timeZone: 'UTC',
      flags: {},
      friendLabel: 'Friend',
      friendLabelPlural: 'Friends',
      dailyStepGoal: 8000,
    };
    const events: SiteEvent[] = [
      { type: 'SiteCreated', data: { ...profile, hostnames: ['Demo.localhost'] } },
      { type: 'SiteUpdated', data: { ...profile, urls: ['*.Acme.example.com', 'acme.example.com'] } },
    ];
    expect(events.slice(0, 1).reduce(evolve, initialState()).urls).toEqual(['demo.localhost']);
    expect(events.reduce(evolve, initialState()).urls).toEqual(['*.acme.example.com', 'acme.example.com']);
  });
});
