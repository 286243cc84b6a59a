import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ID, siteCopyId, type SiteEvaluationDetails, type SiteEvaluationIdentity } from '@wellway/domain';
import { EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { exportEvaluationAnswers } from './personal-data.js';
import { siteEvaluationsProjection, userEvaluationAnswersProjection } from './projection.js';
import { evaluationIdsOf, findSiteEvaluation, findSiteEvaluationOnSite, listSiteEvaluations } from './queries.js';

const details = (name: string, over: Partial<SiteEvaluationDetails> = {}): SiteEvaluationDetails => ({
  name,
  isInitialEvaluation: false,
  daysFromStart: 30,
  startDate: null,
  endDate: null,
  questions: [
    {
      id: 'q1',
      name: 'How do you feel?',
      promptType: 'DROPDOWN',
      options: ['Good', 'Bad'],
      isActive: true,
      sequence: 1,
      dataType: 'string',
    },
  ],
  ...over,
});
const identity = (siteEvaluationId: string, siteId: string | null, parentId: string | null = null): SiteEvaluationIdentity => ({
  siteEvaluationId,
  siteId,
  parentId,
});
const acme = 'site-acme';
const other = 'site-other';
const copyOfRegistration = siteCopyId(acme, 'def-registration');
const copyOfWinter = siteCopyId(acme, 'def-winter');

const log = new EventLog();
log.append('site_evaluation-def-registration', 'SiteEvaluationCreated', {
  ...identity('def-registration', null),
  ...details('Registration', { isInitialEvaluation: true, daysFromStart: 0 }),
});
log.append('site_evaluation-def-winter', 'SiteEvaluationCreated', {
  ...identity('def-winter', null),
  ...details('Winter', { daysFromStart: null, startDate: '2026-12-01', endDate: '2026-12-31' }),
});
log.append(`site_evaluation-${copyOfRegistration}`, 'SiteEvaluationCreated', {
  ...identity(copyOfRegistration, acme, 'def-registration'),
  ...details('Registration', { isInitialEvaluation: true, daysFromStart: 0 }),
});
log.append('site_evaluation-acme-30', 'SiteEvaluationCreated', { ...identity('acme-30', acme), ...details('Day 30') });
log.append('site_evaluation-acme-30', 'SiteEvaluationUpdated', { ...identity('acme-30', acme), ...details('Thirty days') });
log.append('site_evaluation-other-1', 'SiteEvaluationCreated', { ...identity('other-1', other), ...details('Other') });
log.append(`site_evaluation-${copyOfWinter}`, 'SiteEvaluationCreated', {
  ...identity(copyOfWinter, acme, 'def-winter'),
  ...details('Acme winter', { daysFromStart: null, startDate: '2026-12-01', endDate: '2026-12-31' }),
});
log.append(`site_evaluation-${copyOfWinter}`, 'SiteEvaluationDeleted', identity(copyOfWinter, acme, 'def-winter'));
const answered = (userId: string, siteEvaluationId: string, siteId = acme) => ({
  userId,
  siteId,
  siteEvaluationId,
  answeredOn: '2026-12-02',
  answers: [{ questionId: 'q1', value: 'Good' }],
});
log.append('user_evaluation-1', 'UserEvaluationAnswered', answered('ann', copyOfRegistration));
log.append('user_evaluation-2', 'UserEvaluationAnswered', answered('bob', copyOfRegistration));
log.append('user_evaluation-3', 'UserEvaluationAnswered', answered('bob', 'def-winter'));
log.append('user-bob', 'UserErasureRequested', { userId: 'bob', siteId: acme, requestedAt: '2026-12-03T00:00:00.000Z' });

const bed = useReadModelDb();

describe('evaluations projections', () => {
  itGivesTheSameTables(bed, siteEvaluationsProjection, log.events, { site_evaluations: 6 });
  itGivesTheSameTables(bed, userEvaluationAnswersProjection, log.events, { user_evaluation_answers: 3 });

  it("lists a site's own evaluations and the defaults it has not copied; a reset copy shows the default again", async () => {
    expect((await listSiteEvaluations(bed.db, acme)).map((e) => [e.id, e.name])).toEqual([
      [copyOfRegistration, 'Registration'],
      ['acme-30', 'Thirty days'],
      ['def-winter', 'Winter'],
    ]);
    expect((await listSiteEvaluations(bed.db, DEFAULT_SITE_ID)).map((e) => e.id)).toEqual(['def-registration', 'def-winter']);
    expect((await listSiteEvaluations(bed.db, other)).map((e) => e.id)).toEqual(['def-registration', 'other-1', 'def-winter']);
  });

  it('finds an evaluation only on a site that sees it', async () => {
    expect(await findSiteEvaluationOnSite(bed.db, acme, 'other-1')).toBeUndefined();
    expect(await findSiteEvaluationOnSite(bed.db, acme, 'def-registration')).toBeUndefined();
    expect(await findSiteEvaluation(bed.db, copyOfWinter)).toBeUndefined();
    expect((await findSiteEvaluationOnSite(bed.db, acme, 'acme-30'))?.questions).toEqual([
      {
        id: 'q1',
        name: 'How do you feel?',
        prompt_type: 'DROPDOWN',
        options: ['Good', 'Bad'],
        is_active: true,
        sequence: 1,
        data_type: 'string',
      },
    ]);
  });

  it("derives a participant's pending, active and completed evaluations from the schedule and their answers", async () => {
    const of = (userId: string, today: string) => evaluationIdsOf(bed.db, { userId, siteId: acme, startedOn: '2026-11-20', today });
    expect(await of('ann', '2026-11-20')).toEqual({ active: [copyOfRegistration], pending: [], completed: [copyOfRegistration] });
    expect(await of('cat', '2026-12-20')).toEqual({
      active: [copyOfRegistration, 'def-winter', 'acme-30'],
      pending: [copyOfRegistration, 'def-winter', 'acme-30'],
      completed: [],
    });
    expect(await of('bob', '2026-12-20')).toEqual({
      active: [copyOfRegistration, 'def-winter', 'acme-30'],
      pending: ['acme-30'],
      completed: [copyOfRegistration, 'def-winter'],
    });
  });

  it("exports a person's answers with the prompts; an erased person's answers are gone", async () => {
    expect(await exportEvaluationAnswers(bed.db, { userId: 'ann', siteId: acme })).toEqual([
      {
        site_evaluation_id: copyOfRegistration,
        name: 'Registration',
        answered_on: '2026-12-02',
        answers: [{ question_id: 'q1', question: 'How do you feel?', answer: 'Good' }],
      },
    ]);
    expect(await exportEvaluationAnswers(bed.db, { userId: 'ann', siteId: other })).toEqual([]);
    const bob = (await exportEvaluationAnswers(bed.db, { userId: 'bob', siteId: acme })) as { answers: unknown[] }[];
    expect(bob.map((row) => row.answers)).toEqual([[], []]);
  });
});
