/** Mute a person (POST /mutes, the muted person's id). */
export interface MuteUser {
  readonly type: 'MuteUser';
  readonly siteId: string;
  readonly muterId: string;
  readonly mutedId: string;
  /** The muted person as the caller found them: their site while live, null when unknown or erased. */
  readonly mutedSiteId: string | null;
  readonly at: string;
}

/** Unmute a person (DELETE /mutes/{user_id}). */
export interface UnmuteUser {
  readonly type: 'UnmuteUser';
  readonly muterId: string;
  readonly mutedId: string;
  readonly at: string;
}

export type MuteCommand = MuteUser | UnmuteUser;
