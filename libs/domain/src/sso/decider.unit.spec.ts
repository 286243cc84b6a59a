import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { ssoDetailDecider } from './decider.js';
import type { SsoDetail, SsoDetailCreated } from './events.js';

const detail: SsoDetail = {
  ssoDetailId: 'sso-1',
  siteId: 's-1',
  wskey: ' a-shared-secret-of-32-characters ',
  locationId: null,
  ssoLabel: 'Acme SSO',
  loginUrl: 'https://idp.acme.test/login',
  redirect: '/home',
  isSsoEnabled: true,
};
const created: SsoDetailCreated = { type: 'SsoDetailCreated', data: { ...detail, wskey: 'a-shared-secret-of-32-characters' } };
const spec = specFor(ssoDetailDecider);

describe('SSO detail decider', () => {
  it('creates a detail once, with the key trimmed', () => {
    spec([]).when({ type: 'CreateSsoDetail', detail }).then([created]);
    spec([created]).when({ type: 'CreateSsoDetail', detail }).thenRejects('sso_detail_exists', 'That SSO detail already exists.');
  });

  it('rejects a short key and bad addresses, naming every field', () => {
    spec([])
      .when({ type: 'CreateSsoDetail', detail: { ...detail, wskey: 'short', loginUrl: 'javascript:alert(1)', redirect: 'nowhere' } })
      .thenRejects(
        'sso_detail_invalid',
        'wskey: must be 16 to 200 characters login_url: must be a web address starting with http:// or https:// redirect: must be a web address or a path starting with /',
      );
  });

  it('updates and deletes a detail of its own site only', () => {
    spec([created])
      .when({ type: 'UpdateSsoDetail', detail: { ...detail, ssoLabel: 'New' } })
      .then([{ type: 'SsoDetailUpdated', data: { ...created.data, ssoLabel: 'New' } }]);
    spec([created])
      .when({ type: 'UpdateSsoDetail', detail: { ...detail, siteId: 's-2' } })
      .thenRejects('sso_detail_not_found', 'SSO detail not found.');
    spec([created])
      .when({ type: 'DeleteSsoDetail', ssoDetailId: 'sso-1', siteId: 's-2' })
      .thenRejects('sso_detail_not_found', 'SSO detail not found.');
    const deleted = { type: 'SsoDetailDeleted' as const, data: { ssoDetailId: 'sso-1', siteId: 's-1' } };
    spec([created]).when({ type: 'DeleteSsoDetail', ssoDetailId: 'sso-1', siteId: 's-1' }).then([deleted]);
    spec([created, deleted]).when({ type: 'UpdateSsoDetail', detail }).thenRejects('sso_detail_not_found', 'SSO detail not found.');
    spec([])
      .when({ type: 'DeleteSsoDetail', ssoDetailId: 'sso-1', siteId: 's-1' })
      .thenRejects('sso_detail_not_found', 'SSO detail not found.');
  });
});
