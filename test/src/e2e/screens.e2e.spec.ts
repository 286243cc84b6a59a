import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite.js';
import { checkScreens, clean, siteMapPaths, userMe, WIDE } from '../support/screens.js';

/** Every screen the site map offers each role (test/src/support/screens.ts says what is checked). */
const suite = browserSuite();

describe('every screen of the site map (browser)', () => {
  it.each(['participant', 'coordinator', 'master'])(
    'opens cleanly for the %s at 1280 and 400 px',
    async (role) => {
      const page = await suite.browser.signedInPage(`${role}@demo.wellway.test`, { width: WIDE });
      const me = await userMe(page);
      // Screens reached from lists rather than from the site map.
      const more =
        role === 'master'
          ? [
              `/site/${me.data.site_id}/edit`,
              '/theme-edit',
              `/${me.data.id}/settings`,
              `/site/${me.data.site_id}/programs`,
              '/messages',
              `/site/${me.data.site_id}/badges/new`, // the badge editor's icon upload
              '/goals/new', // the goal editor's image upload
              `/site/${me.data.site_id}/eop`, // the end-of-program report: from the site page and the program reports
            ]
          : role === 'coordinator'
            ? ['/messages', '/settings/muted', `/site/${me.data.site_id}/eop`]
            : // Messages: the header's user menu (spec 1 §2 usermenu), not the site map; Muted People: a Settings tab.
              ['/messages', '/settings/muted'];
      const report = await checkScreens(suite, page, role, await siteMapPaths(suite, page, more));
      expect(report).toEqual(clean(report));
    },
    360_000,
  );
});
