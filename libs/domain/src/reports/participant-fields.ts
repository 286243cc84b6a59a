import type { ReportFieldDeclaration } from './fields.js';

/** The participant's own attributes (spec 3 §3 Report field categories Participant and Registration). */
export const participantReportFields = [
  {
    id: 'first_name',
    displayName: 'First Name',
    category: 'Participant',
    type: 'text',
    privacy: 'person',
    source: { kind: 'participant', column: 'first_name' },
  },
  {
    id: 'last_name',
    displayName: 'Last Name',
    category: 'Participant',
    type: 'text',
    privacy: 'person',
    source: { kind: 'participant', column: 'last_name' },
  },
  {
    id: 'email',
    displayName: 'Email',
    category: 'Participant',
    type: 'text',
    privacy: 'person',
    source: { kind: 'participant', column: 'email' },
  },
  {
    id: 'top_level_location',
    displayName: 'Top-Level Location',
    category: 'Participant',
    type: 'text',
    privacy: 'person',
    source: { kind: 'participant', column: 'top_level_location' },
  },
  {
    id: 'location',
    displayName: 'Location',
    category: 'Participant',
    type: 'text',
    privacy: 'person',
    source: { kind: 'participant', column: 'location' },
  },
  {
    id: 'sso_identifier',
    displayName: 'SSO ID',
    category: 'Participant',
    type: 'text',
    privacy: 'person',
    source: { kind: 'participant', column: 'sso_identifier' },
  },
  {
    id: 'eligibility_identifier',
    displayName: 'Eligibility ID',
    category: 'Registration',
    type: 'text',
    privacy: 'person',
    source: { kind: 'participant', column: 'eligibility_identifier' },
  },
  {
    id: 'registered_on',
    displayName: 'Registered On',
    category: 'Registration',
    type: 'date',
    privacy: 'person',
    source: { kind: 'participant', column: 'started_on' },
  },
] as const satisfies readonly ReportFieldDeclaration[];
