// Shared by the users specs. Named *.spec.ts so the build leaves it out; holds no tests.
import { defaultSiteSettings } from '../sites/settings.js';
import { specFor } from '../shared/given-when-then.spec.js';
import { userDecider } from './decider.js';
import type { UserRegistered } from './events.js';

/** Given/when/then over the user decider. */
export const userSpec = specFor(userDecider);

/** Pat, a participant of site s-1 (u-1): the registration every user spec starts from, changed where a spec needs it. */
export function patRegistered(data: Partial<UserRegistered['data']> = {}): UserRegistered {
  return {
    type: 'UserRegistered',
    data: {
      userId: 'u-1',
      siteId: 's-1',
      email: 'pat@example.test',
      role: 'user',
      firstName: 'Pat',
      lastName: 'Lee',
      startedOn: '2026-01-01',
      passwordHash: '$argon2id$old',
      ...data,
    },
  };
}

/** The default site's password rule, as a command carries it. */
export const defaultPasswordRule = (() => {
  const { passwordRegularExpression, passwordHelpMessage } = defaultSiteSettings();
  return { passwordRegularExpression, passwordHelpMessage };
})();
