import { describe, expect, it } from 'vitest';
import { impersonationUrl } from './impersonation-url';

const here = { protocol: 'http:', hostname: '127.0.0.1', port: '8080' };
const claim = '/users/impersonate?impersonate_id=u1';

describe('impersonationUrl (spec 1 §6, spec 3 §6)', () => {
  it("opens the user's own site host, with the one-time key, on this scheme and port", () => {
    expect(impersonationUrl({ auth_key: 'k1', id: 'u1', site_subdomain: 'acme.localhost' }, claim, here, false)).toBe(
      'http://acme.localhost:8080/users/impersonate?impersonate_id=u1&auth_key=k1',
    );
    expect(
      impersonationUrl(
        { auth_key: 'k1', id: 'u1', site_subdomain: 'acme.example.com' },
        claim,
        { ...here, protocol: 'https:', port: '' },
        false,
      ),
    ).toBe('https://acme.example.com/users/impersonate?impersonate_id=u1&auth_key=k1');
  });

  it('stays on this host (the shared cookie carries the key) when the user is of this site, or no host is known', () => {
    expect(impersonationUrl({ auth_key: 'k1', id: 'u1', site_subdomain: '127.0.0.1' }, claim, here, false)).toBe(claim);
    expect(impersonationUrl({ auth_key: 'k1', id: 'u1', site_subdomain: null }, claim, here, false)).toBe(claim);
    // This host is one of the user's site's several (127.0.0.1 and localhost): stay.
    expect(impersonationUrl({ auth_key: 'k1', id: 'u1', site_subdomain: 'localhost' }, claim, here, true)).toBe(claim);
  });
});
