import { describe, expect, it } from 'vitest';
import { siteNotFoundTarget } from './site-not-found';

const here = 'http://nosite.localhost:8080/welcome';

describe('where a host without a site goes (spec 2 "Site 404")', () => {
  it('goes to SITE_NOT_FOUND_URL when it is set', () => {
    expect(siteNotFoundTarget('https://www.wellway.example/find-your-program', here)).toEqual({
      kind: 'redirect',
      url: 'https://www.wellway.example/find-your-program',
    });
    expect(siteNotFoundTarget('http://localhost:9000/', here)).toEqual({ kind: 'redirect', url: 'http://localhost:9000/' });
  });

  it('shows the plain page when it is unset', () => {
    expect(siteNotFoundTarget(null, here)).toEqual({ kind: 'page' });
    expect(siteNotFoundTarget(undefined, here)).toEqual({ kind: 'page' });
    expect(siteNotFoundTarget('', here)).toEqual({ kind: 'page' });
  });

  it('never follows an address that is not http(s), or one on this same host (it would loop)', () => {
    expect(siteNotFoundTarget('javascript:alert(1)', here)).toEqual({ kind: 'page' });
    expect(siteNotFoundTarget('/relative', here)).toEqual({ kind: 'page' });
    expect(siteNotFoundTarget('http://nosite.localhost:8080/elsewhere', here)).toEqual({ kind: 'page' });
  });
});
