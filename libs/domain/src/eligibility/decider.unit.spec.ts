import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { eligibilityDecider, eligibilityIdFor } from './decider.js';
import type { EligibilityDetails, EligibilityEvent } from './events.js';

const spec = specFor(eligibilityDecider);
const siteId = 'site-1';
const today = '2026-11-23';
const eligibilityId = eligibilityIdFor(siteId, 'keyed-hash-of-E-100');
const details: EligibilityDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  location: 'London',
  birthDate: '1990-12-10',
};
const created: EligibilityEvent = { type: 'EligibilityRecordCreated', data: { eligibilityId, siteId, identifier: 'E-100', ...details } };
const claimed: EligibilityEvent = { type: 'EligibilityClaimed', data: { eligibilityId, siteId, userId: 'user-1' } };
const claim = {
  type: 'ClaimEligibility',
  identifier: 'E-100',
  userId: 'user-1',
  birthDate: '1990-12-10',
  birthDateRequired: true,
} as const;

describe('eligibility decider', () => {
  it('creates a record once per identifier, trimmed, whatever its case', () => {
    const create = {
      type: 'CreateEligibilityRecord',
      siteId,
      eligibilityId,
      identifier: ' E-100 ',
      details: { ...details, firstName: ' Ada ', email: ' ADA@example.com' },
      today,
    } as const;
    spec([]).when(create).then([created]);
    spec([created])
      .when({ ...create, identifier: 'e-100' })
      .thenRejects('identifier_exists', 'An eligibility record for e-100 already exists.');
    spec([created, { type: 'EligibilityRecordDeleted', data: { eligibilityId, siteId } }])
      .when(create)
      .then([created]);
  });

  it('refuses records no sponsor file could mean', () => {
    const create = (over: Partial<EligibilityDetails>, identifier = 'E-100') =>
      spec([]).when({ type: 'CreateEligibilityRecord', siteId, eligibilityId, identifier, details: { ...details, ...over }, today });
    create({}, '  ').thenRejects('identifier_required', 'Identifier required.');
    create({ email: 'not-an-email' }).thenRejects('invalid_email', 'Please enter a valid email address.');
    create({ birthDate: '1990-02-30' }).thenRejects('invalid_birth_date', 'Birth date must be a real date written YYYY-MM-DD.');
    create({ birthDate: '2026-11-24' }).thenRejects('future_birth_date', 'Birth date cannot be in the future.');
  });

  it('changes and deletes only a record that exists', () => {
    const change = { type: 'ChangeEligibilityRecord', siteId, details: { ...details, location: 'Paris' }, today } as const;
    spec([created])
      .when(change)
      .then([{ type: 'EligibilityRecordChanged', data: { eligibilityId, siteId, ...details, location: 'Paris' } }]);
    spec([]).when(change).thenRejects('eligibility_record_not_found', 'Eligibility could not be loaded.');
    spec([created])
      .when({ ...change, siteId: 'site-2' })
      .thenRejects('eligibility_record_not_found', 'Eligibility could not be loaded.');
    spec([created])
      .when({ type: 'DeleteEligibilityRecord', siteId: 'site-2' })
      .thenRejects('eligibility_record_not_found', 'Eligibility could not be loaded.');
    spec([created])
      .when({ type: 'DeleteEligibilityRecord', siteId })
      .then([{ type: 'EligibilityRecordDeleted', data: { eligibilityId, siteId } }]);
    spec([created, { type: 'EligibilityRecordDeleted', data: { eligibilityId, siteId } }])
      .when({ type: 'DeleteEligibilityRecord', siteId })
      .thenRejects('eligibility_record_not_found', 'Eligibility could not be loaded.');
  });

  it('lets one person register with a record, with the spec wording for a missing record or a second registration', () => {
    spec([created]).when(claim).then([claimed]);
    spec([created, claimed]).when(claim).then([]); // the same registration, retried
    spec([created, claimed])
      .when({ ...claim, userId: 'user-2' })
      .thenRejects('already_registered', "You've already created an account. Sign in here.");
    spec([]).when(claim).thenRejects('eligibility_not_found', 'Cannot find eligibility record for 1990-12-10 and E-100.');
    spec([])
      .when({ ...claim, birthDate: null, birthDateRequired: false })
      .thenRejects('eligibility_not_found', 'Cannot find eligibility record for E-100.');
  });

  it('matches the date of birth when the site asks for one', () => {
    spec([created])
      .when({ ...claim, birthDate: '1990-12-11' })
      .thenRejects('eligibility_not_found', 'Cannot find eligibility record for 1990-12-11 and E-100.');
    spec([created])
      .when({ ...claim, birthDate: null })
      .thenRejects('birth_date_required', 'Please enter a Date of Birth');
    spec([created])
      .when({ ...claim, birthDate: null, birthDateRequired: false })
      .then([claimed]);
  });

  it('a failed registration gives back only its own claim', () => {
    const release = { type: 'ReleaseEligibilityClaim', userId: 'user-1' } as const;
    spec([created, claimed])
      .when(release)
      .then([{ type: 'EligibilityReset', data: { eligibilityId, siteId } }]);
    spec([created, claimed])
      .when({ ...release, userId: 'user-2' })
      .then([]);
    spec([created]).when(release).then([]);
    spec([]).when(release).then([]);
  });

  it('reset frees a claimed record for another registration', () => {
    const reset: EligibilityEvent = { type: 'EligibilityReset', data: { eligibilityId, siteId } };
    spec([created, claimed]).when({ type: 'ResetEligibility', siteId }).then([reset]);
    spec([created]).when({ type: 'ResetEligibility', siteId }).then([]);
    spec([created, claimed, reset])
      .when({ ...claim, userId: 'user-2' })
      .then([{ type: 'EligibilityClaimed', data: { eligibilityId, siteId, userId: 'user-2' } }]);
  });
});
