import type { PersonalDataDeclaration } from '../personal-data.js';
import type { NoticeDeclaration } from '../notifications/notices.js';
import type { DomainEvent } from '../shared/decider.js';

/**
 * A person's export of their own data (GDPR Art. 15 and 20). Ids and times only: what the archive
 * holds is read from the read models when a worker builds it, never copied into the log.
 */
export type DataExportRequested = DomainEvent<
  'DataExportRequested',
  { readonly exportId: string; readonly userId: string; readonly siteId: string; readonly requestedAt: string }
>;

/** The archive is stored and can be downloaded by its owner until `expiresAt` (24 hours after `readyAt`). */
export type DataExportCompleted = DomainEvent<
  'DataExportCompleted',
  {
    readonly exportId: string;
    readonly userId: string;
    readonly siteId: string;
    readonly readyAt: string;
    readonly expiresAt: string;
  }
>;

/** The worker gave up on the archive; the person may ask again. */
export type DataExportFailed = DomainEvent<
  'DataExportFailed',
  { readonly exportId: string; readonly userId: string; readonly siteId: string; readonly failedAt: string }
>;

export type DataExportEvent = DataExportRequested | DataExportCompleted | DataExportFailed;
export const dataExportEventTypes = ['DataExportRequested', 'DataExportCompleted', 'DataExportFailed'] as const;

/** Ids and times only: the archive itself never enters the log (docs/personal-data.md). */
export const dataExportPersonalData = {
  rules: {},
  withoutPersonalData: dataExportEventTypes,
} as const satisfies PersonalDataDeclaration<DataExportEvent>;

/** The archive is ready: the link leads to the settings screen that downloads it (for them alone, 24 hours). */
export const dataExportNotices = {
  DataExportCompleted: ({ data }) => [
    {
      userId: data.userId,
      siteId: data.siteId,
      key: 'data_export_ready',
      message: 'Your data export is ready. Download it from your personal settings within 24 hours.',
      link: '/settings/personal#data-export',
    },
  ],
} as const satisfies NoticeDeclaration<DataExportEvent>;
