/** Roles from the foundation spec, section 6. */
export const roles = [
  'user',
  'reseller',
  'super_coordinator',
  'poster',
  'master',
  'coordinator',
  'regional_coordinator',
  'location_coordinator',
] as const;
export type Role = (typeof roles)[number];

export const roleNames: Record<Role, string> = {
  user: 'User',
  reseller: 'Reseller',
  super_coordinator: 'Super Coordinator',
  poster: 'Poster',
  master: 'Master',
  coordinator: 'Coordinator',
  regional_coordinator: 'Regional Coordinator',
  location_coordinator: 'Location Coordinator',
};

export const isCoordinatorOrAbove = (role: Role): boolean => role === 'coordinator' || role === 'master';
export const isRegionalOrAbove = (role: Role): boolean => role === 'regional_coordinator' || isCoordinatorOrAbove(role);
export const isLocationOrAbove = (role: Role): boolean => role === 'location_coordinator' || isRegionalOrAbove(role);
