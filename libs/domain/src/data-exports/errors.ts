import { DomainError } from '../shared/errors.js';

export const exportWhileImpersonating = () =>
  new DomainError('forbidden', 'export_while_impersonating', 'A master impersonating someone may not export their data.');

export const exportNotInProgress = () => new DomainError('conflict', 'data_export_not_in_progress', 'This data export is not being built.');
