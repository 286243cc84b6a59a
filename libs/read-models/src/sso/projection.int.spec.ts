import { describe, expect, it } from 'vitest';
import type { SsoDetail } from '@wellway/domain';
import { EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { ssoDetailsProjection } from './projection.js';
import { findSsoDetail, listSsoDetails } from './queries.js';

const first: SsoDetail = {
  ssoDetailId: 'sso-1',
  siteId: 'site-acme',
  wskey: 'acme-shared-secret-0001',
  locationId: null,
  ssoLabel: 'Acme',
  loginUrl: 'https://idp.acme.test',
  redirect: '/home',
  isSsoEnabled: true,
};
const log = new EventLog();
log.append('sso_detail-sso-1', 'SsoDetailCreated', first);
log.append('sso_detail-sso-2', 'SsoDetailCreated', { ...first, ssoDetailId: 'sso-2', ssoLabel: 'Old' });
log.append('sso_detail-sso-1', 'SsoDetailUpdated', { ...first, ssoLabel: 'Acme SSO', isSsoEnabled: false });
log.append('sso_detail-sso-3', 'SsoDetailCreated', { ...first, ssoDetailId: 'sso-3', siteId: 'site-other' });
log.append('sso_detail-sso-2', 'SsoDetailDeleted', { ssoDetailId: 'sso-2', siteId: 'site-acme' });

const bed = useReadModelDb();

describe('SSO details projection', () => {
  itGivesTheSameTables(bed, ssoDetailsProjection, log.events, {});

  it("lists a site's live details, the latest values, and finds one only within its site", async () => {
    expect(await listSsoDetails(bed.db, 'site-acme')).toEqual([
      {
        id: 'sso-1',
        site_id: 'site-acme',
        wskey: 'acme-shared-secret-0001',
        location_id: null,
        sso_label: 'Acme SSO',
        login_url: 'https://idp.acme.test',
        redirect: '/home',
        is_sso_enabled: false,
      },
    ]);
    expect(await findSsoDetail(bed.db, 'site-acme', 'sso-3')).toBeUndefined();
    expect(await findSsoDetail(bed.db, 'site-acme', 'sso-2')).toBeUndefined();
    expect((await findSsoDetail(bed.db, 'site-other', 'sso-3'))?.sso_label).toBe('Acme');
  });
});
