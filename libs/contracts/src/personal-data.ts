import { z } from 'zod';

/**
 * Personal data (docs/personal-data.md): a person's own erasure and export, and the masters'
 * erasure audit. Bodies are snake_case like the rest of the API.
 */

/** POST /account/erasure: delete my own account, after typing my password again. */
export const accountErasureBody = z.object({
  /** Required for accounts with a password; see docs/api.md for accounts that sign in through SSO. */
  password: z.string().max(200).optional(),
});
export const accountErasureRequested = z.object({ erasure_requested: z.literal(true) });

/** GET /erasures (masters): who erased whom and when. Ids only: the erased person's data is gone. */
export const erasureRecord = z.object({
  user_id: z.string(),
  site_id: z.string(),
  /** The master who erased them, or the person themself (`by_self`). */
  requested_by_id: z.string(),
  /** The requester's current name, when they still have one (a master; null when by_self). */
  requested_by_name: z.string().nullable(),
  by_self: z.boolean(),
  requested_at: z.string(),
  /** Null until the person's key is destroyed. */
  erased_at: z.string().nullable(),
});
export const erasureRecords = z.array(erasureRecord);
export type ErasureRecordResponse = z.output<typeof erasureRecord>;

/** POST /account/exports: ask for an archive of my data. GET /account/exports/latest: its progress. */
export const dataExportStatus = z.enum(['requested', 'building', 'ready', 'expired', 'failed']);
export const dataExport = z.object({
  id: z.string(),
  status: dataExportStatus,
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  /** 24 hours after ready_at: the download link stops working then. */
  expires_at: z.string().nullable(),
  /** GET this (signed in as the same person) for the archive; null unless ready. */
  download_url: z.string().nullable(),
});
export type DataExportResponse = z.output<typeof dataExport>;
