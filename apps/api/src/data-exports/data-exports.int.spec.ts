import { describe, expect, it } from 'vitest';
import { dataExports, dataExportsStream } from '@wellway/domain';
import { DEMO_PASSWORD, DEMO_SITE_ID, demoEmail, demoUserId } from '@wellway/test-support';
import { cookiesOf, UNKNOWN_ID, useApiHarness } from '../testing/api-harness.spec.js';

let clock = new Date('2026-11-22T15:00:00.000Z');
const harness = useApiHarness(() => clock);
const participant = demoUserId('participant');
const archiveBytes = Buffer.from('PK\u0005\u0006' + '\u0000'.repeat(18), 'latin1'); // an empty ZIP

/** What the worker does once it has built the archive (apps/projector's spec builds a real one). */
async function workerFinishes(exportId: string, readyAt: Date) {
  const expiresAt = new Date(readyAt.getTime() + 24 * 3600_000);
  await harness.pool.query(
    `insert into data_export_archives (export_id, user_id, site_id, file_name, archive, byte_size, created_at, expires_at)
     values ($1, $2, $3, 'wellway-data-2026-11-22.zip', $4, $5, $6, $7)`,
    [exportId, participant, DEMO_SITE_ID, archiveBytes, archiveBytes.byteLength, readyAt, expiresAt],
  );
  await harness.given(
    dataExportsStream(participant),
    dataExports.dataExportsDecider,
    { type: 'CompleteDataExport', exportId, userId: participant, siteId: DEMO_SITE_ID, readyAt: readyAt.toISOString() },
    { siteId: DEMO_SITE_ID, projections: ['data_exports'] },
  );
}

describe('data exports', () => {
  it('a person asks for their data, follows it, and downloads it, they alone, for 24 hours', async () => {
    let token = await harness.signIn(demoEmail('participant'));
    // Given no export yet
    expect(await harness.call('GET', '/account/exports/latest', { token })).toMatchObject({ status: 200, body: { data: null } });

    // When they ask for one: 202 with the export
    const { reply: asked, appended } = await harness.when(() => harness.call('POST', '/account/exports', { token }));
    expect(appended).toBe(1);
    expect(asked.status).toBe(202);
    const exportId: string = asked.body.data.id;
    expect(asked.body.data).toEqual({
      id: exportId,
      status: 'requested',
      progress: 0,
      requested_at: clock.toISOString(),
      ready_at: null,
      expires_at: null,
      download_url: null,
    });
    expect(await harness.lastEvent()).toMatchObject({
      type: 'DataExportRequested',
      data: { exportId, userId: participant, siteId: DEMO_SITE_ID, requestedAt: clock.toISOString() },
    });

    // When they ask again while it is being built: the same one, nothing appended
    const again = await harness.when(() => harness.call('POST', '/account/exports', { token }));
    expect(again.appended).toBe(0);
    expect(again.reply).toMatchObject({ status: 202, body: { data: { id: exportId } } });

    // The latest export, read after the request; not downloadable yet
    const latest = await harness.call('GET', `/account/exports/latest?min_position=${asked.body.meta?.position}`, { token });
    expect(latest.body.data).toMatchObject({ id: exportId, status: 'requested', download_url: null });
    expect(await harness.call('GET', `/account/exports/${exportId}/download`, { token })).toMatchObject({
      status: 409,
      body: { errors: ['This data export is not ready yet.'] },
    });

    // When the worker has built it
    await workerFinishes(exportId, clock);
    const ready = await harness.call('GET', '/account/exports/latest', { token });
    expect(ready.body.data).toEqual({
      id: exportId,
      status: 'ready',
      progress: 100,
      requested_at: clock.toISOString(),
      ready_at: clock.toISOString(),
      expires_at: '2026-11-23T15:00:00.000Z',
      download_url: `/api/account/exports/${exportId}/download`,
    });

    // Then its owner downloads it, an attachment kept out of every cache
    const response = await fetch(`${harness.base}${ready.body.data.download_url}`, { headers: { authorization: token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="wellway-data-2026-11-22.zip"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(archiveBytes);

    // And nobody else may, masters included: 404 as if there were none
    for (const other of ['coordinator', 'master'] as const) {
      expect(await harness.call('GET', `/account/exports/${exportId}/download`, { token: await harness.tokenOf(other) })).toMatchObject({
        status: 404,
        body: { errors: ['Data export not found.'] },
      });
      expect((await harness.call('GET', '/account/exports/latest', { token: await harness.tokenOf(other) })).body.data).toBeNull();
    }
    expect((await harness.call('GET', `/account/exports/not-an-id/download`, { token })).status).toBe(404);
    expect((await harness.call('GET', '/account/exports/latest')).status).toBe(401);

    // When 24 hours have passed: expired, the link says so
    clock = new Date('2026-11-23T15:00:00.000Z');
    token = await harness.signIn(demoEmail('participant')); // the earlier session has ended too
    expect((await harness.call('GET', '/account/exports/latest', { token })).body.data).toMatchObject({
      status: 'expired',
      download_url: null,
    });
    expect(await harness.call('GET', `/account/exports/${exportId}/download`, { token })).toMatchObject({
      status: 410,
      body: {
        errors: ['This data export has expired (archives can be downloaded for 24 hours). Ask for a new one in your personal settings.'],
      },
    });
    // And a new one may be asked for
    const next = await harness.call('POST', '/account/exports', { token });
    expect(next.status).toBe(202);
    expect(next.body.data.id).not.toBe(exportId);
  });

  it("refuses a master impersonating someone: they may not export that person's data", async () => {
    const login = await harness.call('POST', '/users/authenticate', { body: { email: demoEmail('master'), password: DEMO_PASSWORD } });
    const masterCookie = `wellway_session=${cookiesOf(login).wellway_session}`;
    const coordinator = demoUserId('coordinator');
    const started = await harness.call('POST', `/users/${coordinator}/impersonate`, { cookie: masterCookie });
    expect(started.status).toBe(200);
    const claimed = await harness.call('GET', `/get_user_from_auth_key/${started.body.data.auth_key}`, { cookie: masterCookie });
    const asUser = `wellway_session=${started.body.data.auth_key}; wellway_impersonator=${cookiesOf(claimed).wellway_impersonator}`;

    const { reply, appended } = await harness.when(() => harness.call('POST', '/account/exports', { cookie: asUser }));
    expect(reply).toMatchObject({ status: 403, body: { errors: ['A master impersonating someone may not export their data.'] } });
    expect(appended).toBe(0);
    expect(await harness.call('GET', `/account/exports/${UNKNOWN_ID}/download`, { cookie: asUser })).toMatchObject({
      status: 403,
      body: { errors: ['A master impersonating someone may not export their data.'] },
    });
  });
});
