import { FORMER_FIRST_NAME, FORMER_LAST_NAME, type PersonalDataDeclaration, type PersonalFields } from '../personal-data.js';
import type { EligibilityEvent, EligibilityRecordChanged } from './events.js';

const ofRecord = (data: { readonly eligibilityId: string }): string => data.eligibilityId;
const details: PersonalFields<EligibilityRecordChanged['data']>['fields'] = {
  firstName: FORMER_FIRST_NAME,
  lastName: FORMER_LAST_NAME,
  email: '',
  location: '',
  birthDate: null,
};

/**
 * An eligibility record is its own data subject: it describes a person the sponsor expects,
 * before (or without) an account. Its id is a keyed hash of the identifier (eligibilityIdFor).
 */
export const eligibilityPersonalData = {
  rules: {
    EligibilityRecordCreated: [{ subject: ofRecord, fields: { ...details, identifier: '' } }],
    EligibilityRecordChanged: [{ subject: ofRecord, fields: details }],
  },
  withoutPersonalData: ['EligibilityRecordDeleted', 'EligibilityClaimed', 'EligibilityReset'],
} as const satisfies PersonalDataDeclaration<EligibilityEvent>;
