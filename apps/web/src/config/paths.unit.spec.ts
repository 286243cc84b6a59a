import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds links that the router pattern of the same entry matches', () => {
    const pairs: [pattern: string, href: string][] = [
      [paths.welcome.login.path, paths.welcome.login.href()],
      [paths.log.year.path, paths.log.year.href(2026)],
      [paths.site.path, paths.site.href('site-1')],
      [paths.site.edit.path, paths.site.edit.href('site-1')],
      [paths.site.create.path, paths.site.create.href()],
      [paths.site.users.path, paths.site.users.href('site-1')],
      [paths.site.program.path, paths.site.program.href('site-1', 'new')],
      [paths.policyEditor.path, paths.policyEditor.href('terms')],
      [paths.user.settings.path, paths.user.settings.href('u-1')],
      [paths.user.impersonate.path, paths.user.impersonate.href('u-1')],
    ];
    for (const [pattern, href] of pairs) expect(matchPath(pattern, href), `${pattern} ← ${href}`).not.toBeNull();
  });

  it('keeps the legacy addresses and encodes what it is given', () => {
    expect(paths.site.users.href('a/b')).toBe('/site/a%2Fb/users');
    expect(paths.themeEdit.href('site 1')).toBe('/theme-edit?siteId=site%201');
    expect(paths.unsubscribe.href('a+b@example.com')).toBe('/unsubscribe?email=a%2Bb%40example.com');
    expect(paths.claimImpersonation.href('h1')).toBe('/users/impersonate?impersonate_id=h1');
    expect(paths.policy.href('privacy')).toBe('/privacy');
  });
});
