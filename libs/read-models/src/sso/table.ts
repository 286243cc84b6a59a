/** Spec 3 §3 SSO details, one row per detail (deleted ones kept, flagged, so replays stay idempotent). */
export interface SsoDetailTable {
  id: string;
  site_id: string;
  /** The site's shared secret for single sign-on. */
  wskey: string;
  location_id: string | null;
  sso_label: string;
  login_url: string;
  redirect: string;
  is_sso_enabled: boolean;
  deleted: boolean;
  position: bigint;
}

export interface SsoDetailsTables {
  sso_details: SsoDetailTable;
}
