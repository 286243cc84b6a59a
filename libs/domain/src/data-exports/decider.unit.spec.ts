import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { dataExportsDecider } from './decider.js';
import type { DataExportEvent } from './events.js';

const spec = specFor(dataExportsDecider);
const person = { userId: 'u-1', siteId: 'site-acme' };
const requestedAt = '2026-11-22T10:00:00.000Z';
const readyAt = '2026-11-22T10:01:00.000Z';

const request = (exportId: string, impersonatorId: string | null = null) =>
  ({ type: 'RequestDataExport', exportId, ...person, requestedAt, impersonatorId }) as const;
const requested = (exportId: string): DataExportEvent => ({ type: 'DataExportRequested', data: { exportId, ...person, requestedAt } });
const completed = (exportId: string): DataExportEvent => ({
  type: 'DataExportCompleted',
  data: { exportId, ...person, readyAt, expiresAt: '2026-11-23T10:01:00.000Z' },
});
const failed = (exportId: string): DataExportEvent => ({ type: 'DataExportFailed', data: { exportId, ...person, failedAt: readyAt } });

describe('data exports', () => {
  it('records a request, ids and times only', () => {
    spec([])
      .when(request('x-1'))
      .then([requested('x-1')]);
  });

  it('asking again while one is being built records nothing (the one in progress is the answer)', () => {
    spec([requested('x-1')])
      .when(request('x-2'))
      .then([]);
  });

  it('asking again once the last one is ready or failed starts a new one', () => {
    spec([requested('x-1'), completed('x-1')])
      .when(request('x-2'))
      .then([requested('x-2')]);
    spec([requested('x-1'), failed('x-1')])
      .when(request('x-2'))
      .then([requested('x-2')]);
  });

  it('refuses a master impersonating the person', () => {
    spec([])
      .when(request('x-1', 'master-1'))
      .thenRejects('export_while_impersonating', 'A master impersonating someone may not export their data.');
  });

  it('completes the export in progress, valid 24 hours', () => {
    spec([requested('x-1')])
      .when({ type: 'CompleteDataExport', exportId: 'x-1', ...person, readyAt })
      .then([completed('x-1')]);
  });

  it('completing or failing again changes nothing (a retried job)', () => {
    spec([requested('x-1'), completed('x-1')])
      .when({ type: 'CompleteDataExport', exportId: 'x-1', ...person, readyAt })
      .then([]);
    spec([requested('x-1'), failed('x-1')])
      .when({ type: 'FailDataExport', exportId: 'x-1', ...person, failedAt: readyAt })
      .then([]);
    spec([requested('x-1'), completed('x-1')])
      .when({ type: 'FailDataExport', exportId: 'x-1', ...person, failedAt: readyAt })
      .then([]);
  });

  it('records a failure of the export in progress', () => {
    spec([requested('x-1')])
      .when({ type: 'FailDataExport', exportId: 'x-1', ...person, failedAt: readyAt })
      .then([failed('x-1')]);
  });

  it('refuses to complete or fail an export that was never requested', () => {
    spec([])
      .when({ type: 'CompleteDataExport', exportId: 'x-9', ...person, readyAt })
      .thenRejects('data_export_not_in_progress', 'This data export is not being built.');
    spec([requested('x-1')])
      .when({ type: 'FailDataExport', exportId: 'x-9', ...person, failedAt: readyAt })
      .thenRejects('data_export_not_in_progress', 'This data export is not being built.');
  });
});
