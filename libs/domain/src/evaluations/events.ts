import type { BadgeRuleDeclaration } from '../badges/rules.js';
import type { PersonalDataDeclaration } from '../personal-data.js';
import type { DomainEvent } from '../shared/decider.js';
import { yearOf, type IsoDate } from '../shared/dates.js';
import type { ItemScope } from '../shared/site-defaults.js';

/** Spec 2 §3 SiteEvaluation: a question's prompt type. */
export const promptTypes = ['CHECKBOX', 'DROPDOWN', 'TEXTAREA', 'TEXTBOX'] as const;
export type PromptType = (typeof promptTypes)[number];

/** What a TEXTBOX answer must read as (spec 2 §3 data_type; the spec names no values: docs/decisions.md). */
export const questionDataTypes = ['string', 'integer', 'decimal'] as const;
export type QuestionDataType = (typeof questionDataTypes)[number];

export interface SiteEvaluationQuestion {
  readonly id: string;
  readonly name: string;
  readonly promptType: PromptType;
  /** Stored one per entry; the wire shows them joined by '|' (spec 3 §3). */
  readonly options: readonly string[];
  readonly isActive: boolean;
  readonly sequence: number;
  readonly dataType: QuestionDataType;
}

/** What an administrator edits: the name, one of the two schedules, the questions. */
export interface SiteEvaluationDetails {
  readonly name: string;
  readonly isInitialEvaluation: boolean;
  /** Days-from-start mode: given this many days after the participant's start (start_date and end_date null). */
  readonly daysFromStart: number | null;
  /** Date-range mode: open from start_date to end_date, inclusive (days_from_start null). */
  readonly startDate: IsoDate | null;
  readonly endDate: IsoDate | null;
  readonly questions: readonly SiteEvaluationQuestion[];
}

export interface SiteEvaluationIdentity {
  readonly siteEvaluationId: string;
  /** null: a default evaluation (spec 3 §1); otherwise its site. */
  readonly siteId: ItemScope;
  /** The default evaluation a site's copy replaces, if any. */
  readonly parentId: string | null;
}

export type SiteEvaluationCreated = DomainEvent<'SiteEvaluationCreated', SiteEvaluationIdentity & SiteEvaluationDetails>;
export type SiteEvaluationUpdated = DomainEvent<'SiteEvaluationUpdated', SiteEvaluationIdentity & SiteEvaluationDetails>;
export type SiteEvaluationDeleted = DomainEvent<'SiteEvaluationDeleted', SiteEvaluationIdentity>;

/** An answer per question: the text, the option chosen, or the options checked. */
export interface EvaluationAnswer {
  readonly questionId: string;
  readonly value: string | readonly string[];
}

/** Spec 2 §3 UserEvaluationAnswers. */
export type UserEvaluationAnswered = DomainEvent<
  'UserEvaluationAnswered',
  {
    readonly userId: string;
    readonly siteId: string;
    readonly siteEvaluationId: string;
    /** The participant's local date: the badge year it counts in. */
    readonly answeredOn: IsoDate;
    readonly answers: readonly EvaluationAnswer[];
  }
>;

export type SiteEvaluationEvent = SiteEvaluationCreated | SiteEvaluationUpdated | SiteEvaluationDeleted;
export type EvaluationEvent = SiteEvaluationEvent | UserEvaluationAnswered;

export const evaluationEventTypes = [
  'SiteEvaluationCreated',
  'SiteEvaluationUpdated',
  'SiteEvaluationDeleted',
  'UserEvaluationAnswered',
] as const satisfies readonly EvaluationEvent['type'][];

/**
 * Answers are free text the participant wrote (docs/personal-data.md): sealed with their key, read
 * as no answers once they are erased. The evaluations themselves are written for the site.
 */
export const evaluationPersonalData = {
  rules: { UserEvaluationAnswered: [{ subject: (data) => data.userId, fields: { answers: [] } }] },
  withoutPersonalData: ['SiteEvaluationCreated', 'SiteEvaluationUpdated', 'SiteEvaluationDeleted'],
} as const satisfies PersonalDataDeclaration<EvaluationEvent>;

/**
 * Spec 2 §3 Badge `evaluation`: evaluations completed, each once. `campaign_evaluation` counts
 * nothing: a SiteEvaluation belongs to a site, never to a program (docs/decisions.md).
 */
export const evaluationBadgeRules = {
  UserEvaluationAnswered: [
    {
      category: 'evaluation',
      counts: ({ data }) => [
        { userId: data.userId, siteId: data.siteId, year: yearOf(data.answeredOn), amount: 1, key: data.siteEvaluationId },
      ],
    },
  ],
} as const satisfies BadgeRuleDeclaration<EvaluationEvent>;
