import { describe, expect, it } from 'vitest';
import { landingPath } from './landing';

describe('landingPath (spec 1 §2, spec 3 §6)', () => {
  it('sends a master on a dashboard subdomain to the sites list and a poster to the wall expert posts', () => {
    expect(landingPath({ role: 'master', hostname: 'dashboard.wellway.app' })).toBe('/sites');
    expect(landingPath({ role: 'poster', hostname: 'Dashboard.wellway.app' })).toBe('/wallexpert/posts');
  });

  it('sends everyone else, and everyone elsewhere, home', () => {
    expect(landingPath({ role: 'master', hostname: 'acme.wellway.app' })).toBe('/home');
    expect(landingPath({ role: 'coordinator', hostname: 'dashboard.wellway.app' })).toBe('/home');
    expect(landingPath({ role: 'user', hostname: 'localhost' })).toBe('/home');
  });

  it('sends a participant with pending evaluations to the current one', () => {
    expect(landingPath({ role: 'user', hostname: 'localhost', pendingEvaluationIds: ['e1'] })).toBe('/evaluation/current');
    expect(landingPath({ role: 'coordinator', hostname: 'localhost', pendingEvaluationIds: ['e1'] })).toBe('/home');
  });
});
