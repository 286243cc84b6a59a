import type { ListedUser } from '../api/get-site-users';

/**
 * An erased person, as the users list answers them (issue 13): named "Former participant", their
 * address replaced by one under `.invalid`, the top-level name no real address can have (RFC 2606).
 * Such a row has no address to show and nothing left to edit, impersonate or delete.
 */
export const isFormerParticipant = (user: Pick<ListedUser, 'email'>): boolean => /\.invalid$/i.test(user.email.trim());
