import { DomainError } from '../shared/errors.js';

export const reportNotFound = () => new DomainError('not_found', 'report_not_found', 'Report not found.');
export const reportExists = () => new DomainError('conflict', 'report_exists', 'That report was already saved.');
export const cannotSaveReport = () => new DomainError('forbidden', 'report_save_forbidden', 'You may not save this report.');
/** Spec 3 §8 wording. */
export const cannotDeleteReport = () => new DomainError('forbidden', 'report_delete_forbidden', 'Report could not be deleted.');
export const fieldRequired = () => new DomainError('validation', 'report_field_required', 'Choose at least one field.');
export const sqlRequired = () => new DomainError('validation', 'report_sql_required', 'Write the SQL of the report.');
export const unknownField = (id: string) =>
  new DomainError('validation', 'report_unknown_field', `${id.slice(0, 80)} is not a report field.`);
/** A location-bound coordinator without a location sees no one: never the whole site. */
export const noReportScope = () => new DomainError('forbidden', 'report_no_scope', 'You have no location to report on.');
/** Spec 3 §7 evaluation_definition_id naming no evaluation the site has. */
export const unknownEvaluation = (id: string) =>
  new DomainError('validation', 'report_unknown_evaluation', `${id.slice(0, 80)} is not an evaluation of this site.`);
