import type { ListedUser } from '../api/get-site-users';

/**
 * An erased person, as the users list answers them (issue 13, docs/api.md `DELETE /users/{id}`):
 * named "Former participant", with no e-mail address, which every live account has (people sign
 * in with it). Such a row has nothing left to edit, impersonate or delete.
 */
export const isFormerParticipant = (user: Pick<ListedUser, 'email'>): boolean => user.email.trim() === '';
