import type { PersonalDataDeclaration } from '../personal-data.js';
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
