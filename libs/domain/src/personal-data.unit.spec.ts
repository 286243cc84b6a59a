import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eligibilityPersonalData } from './eligibility/personal-data.js';
import { personalDataPolicy } from './index.js';
import { assemblePersonalDataPolicy, personalDigests } from './personal-data.js';
import { usersPersonalData } from './users/personal-data.js';

const hash = (value: string) => createHmac('sha256', 'test-key').update(value).digest('base64url');

describe('personal data policy', () => {
  it('seals the people of the log (users, e-mail reservations, eligibility records) and saved reports', () => {
    expect(Object.keys(personalDataPolicy.rules).sort()).toEqual([
      'AnnouncementSent',
      'ConversationStarted',
      'EligibilityRecordChanged',
      'EligibilityRecordCreated',
      'FriendInvited',
      'FriendMailed',
      'GoalCreated',
      'GoalShared',
      'GoalUpdated',
      'MessagePosted',
      'PasswordResetRequested',
      'PostCreated',
      'PostDeleted',
      'PostRestored',
      'ReportSaved',
      'UserEmailChanged',
      'UserEmailReleased',
      'UserEmailReserved',
      'UserEvaluationAnswered',
      'UserProfileChanged',
      'UserProfilePhotoChanged',
      'UserRegistered',
    ]);
    expect(Object.keys(personalDataPolicy.erasures).sort()).toEqual(['ReportDeleted', 'UserErasureRequested']);
  });

  it('never seals the field that names a rule’s subject (readers need it in clear to find the key)', () => {
    for (const [type, rules] of Object.entries(personalDataPolicy.rules)) {
      for (const rule of rules) {
        for (const subjectField of ['userId', 'eligibilityId', 'reportId', 'siteId'])
          expect(Object.keys(rule.fields), type).not.toContain(subjectField);
      }
    }
  });

  it('names the subject of each sealed event by its id', () => {
    const registered = { userId: 'u-1', siteId: 's-1', email: 'pat@example.test', firstName: 'Pat' };
    expect(usersPersonalData.rules.UserRegistered[0].subject(registered as never)).toBe('u-1');
    expect(usersPersonalData.rules.UserEmailReserved[0].subject({ userId: 'u-2' })).toBe('u-2');
    const record = { eligibilityId: 'e-1', siteId: 's-1', identifier: 'E-1' };
    expect(eligibilityPersonalData.rules.EligibilityRecordCreated[0].subject(record as never)).toBe('e-1');
    expect(usersPersonalData.erasures.UserErasureRequested({ userId: 'u-3' })).toBe('u-3');
  });

  it('reads an erased person as "Former participant"', () => {
    expect(usersPersonalData.rules.UserRegistered[0].fields).toMatchObject({
      email: '',
      firstName: 'Former',
      lastName: 'participant',
      phone: null,
    });
  });

  it('refuses an event type two capabilities both declare', () => {
    const twice = { rules: {}, withoutPersonalData: ['EntryLogged'] };
    expect(() => assemblePersonalDataPolicy([twice, twice])).toThrow('EntryLogged: its personal data is declared twice');
  });
});

describe('personal digests', () => {
  const digests = personalDigests(hash);

  it('hashes the normalised value: the same address or identifier, however typed, gives one digest', () => {
    expect(digests.email(' PAT@Example.test ')).toBe(digests.email('pat@example.test'));
    expect(digests.eligibilityIdentifier(' e-100 ')).toBe(digests.eligibilityIdentifier('E-100'));
  });

  it('keeps e-mails and identifiers apart, and holds neither in clear', () => {
    expect(digests.email('e-100')).not.toBe(digests.eligibilityIdentifier('e-100'));
    expect(digests.email('pat@example.test')).not.toContain('pat');
  });
});
