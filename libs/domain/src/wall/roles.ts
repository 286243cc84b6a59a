import type { Role } from '../users/roles.js';

/** Spec 1 §1 and §6: posters are the wall experts (user.is_wall_expert). */
export const isWallExpert = (role: Role): boolean => role === 'poster';
/** Spec 2 §6: besides the author, master, coordinator or poster may delete a post and unreport it. */
export const isWallModerator = (role: Role): boolean => role === 'master' || role === 'coordinator' || role === 'poster';
/** Spec 2 §6 "the reader is not a coordinator": every coordinator-type role, and masters above them. */
export const isCoordinatorType = (role: Role): boolean =>
  role === 'coordinator' ||
  role === 'regional_coordinator' ||
  role === 'location_coordinator' ||
  role === 'super_coordinator' ||
  role === 'master';
/** Beyond the spec: coordinators' and wall experts' posts are never hidden by reports. */
export const isNeverHidden = (role: Role): boolean => isWallExpert(role) || isCoordinatorType(role);
