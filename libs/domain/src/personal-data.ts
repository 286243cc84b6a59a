/**
 * Personal data in the log (docs/personal-data.md). Each capability declares, beside its events,
 * which fields of which of its events are a person's personal data (sealed by the event store
 * under that person's own key) and what they read as once the person is erased; `index.ts`
 * assembles the declarations into `personalDataPolicy`, which libs/event-store's sealing reads
 * (it satisfies that library's PersonalDataPolicy). Pure data and types: no crypto here.
 */
import type { DomainEvent } from './shared/decider.js';
import { identifierKey } from './eligibility/rules.js';
import { normaliseEmail } from './users/email.js';

type DataOf<E extends DomainEvent, Type extends E['type']> = Extract<E, { readonly type: Type }>['data'];

/** One subject's fields of an event, with the value each reads as once the subject is erased. */
export interface PersonalFields<Data> {
  /** The data subject (an id, in clear in the same event): whose key seals the fields. */
  readonly subject: (data: Data) => string;
  /** Only the event's own fields, each with a replacement of its own type. */
  readonly fields: { readonly [Field in keyof Data]?: Data[Field] };
}

/** Rules typed against a capability's events: field names and replacements are checked against each event's data. */
export type PersonalDataRulesOf<E extends DomainEvent> = { readonly [Type in E['type']]?: readonly PersonalFields<DataOf<E, Type>>[] };

/**
 * What a capability says about its events' personal data: every event type of its own is either
 * in `rules` or in `withoutPersonalData` (index.ts checks, at compile time, that every event of
 * WellwayEvent is one or the other).
 */
export interface PersonalDataDeclaration<E extends DomainEvent> {
  readonly rules: PersonalDataRulesOf<E>;
  /** Read and found to carry none: ids, figures, dates, settings, content written for the site, hashes. */
  readonly withoutPersonalData: readonly E['type'][];
  /**
   * Events that erase a subject (the event type → the subject it erases): a reader that reads one
   * treats that subject as erased from then on (a person's erasure request, a report's deletion).
   */
  readonly erasures?: { readonly [Type in E['type']]?: (data: DataOf<E, Type>) => string };
  /**
   * Event types whose rules came after personal data was first sealed (schema version 2): the
   * schema version from which they are sealed. A log holding one written earlier is re-seeded.
   */
  readonly sealedFrom?: { readonly [Type in E['type']]?: number };
}

/** The event types a declaration classifies (distributes over a union of declarations). */
export type ClassifiedEventTypes<D> = D extends { readonly rules: infer Rules; readonly withoutPersonalData: readonly (infer Without)[] }
  ? keyof Rules | Without
  : never;

/** The policy libs/event-store seals with (structurally its PersonalDataPolicy). */
export interface AssembledPersonalDataPolicy {
  readonly rules: Readonly<Record<string, readonly PersonalFields<never>[]>>;
  readonly erasures: Readonly<Record<string, (data: never) => string>>;
  readonly sealedFrom: Readonly<Record<string, number>>;
}

/** One policy from every capability's declaration; an event type declared twice is a mistake. */
export function assemblePersonalDataPolicy(
  declarations: readonly {
    readonly rules: object;
    readonly withoutPersonalData: readonly string[];
    readonly erasures?: Readonly<Record<string, (data: never) => string>>;
    readonly sealedFrom?: Readonly<Record<string, number>>;
  }[],
): AssembledPersonalDataPolicy {
  const rules: Record<string, readonly PersonalFields<never>[]> = {};
  const erasures: Record<string, (data: never) => string> = {};
  const sealedFrom: Record<string, number> = {};
  const seen = new Set<string>();
  for (const declaration of declarations) {
    const own = declaration.rules as Readonly<Record<string, readonly PersonalFields<never>[]>>;
    for (const type of [...Object.keys(own), ...declaration.withoutPersonalData]) {
      if (seen.has(type)) throw new Error(`${type}: its personal data is declared twice`);
      seen.add(type);
    }
    Object.assign(rules, own);
    Object.assign(erasures, declaration.erasures ?? {});
    Object.assign(sealedFrom, declaration.sealedFrom ?? {});
  }
  return { rules, erasures, sealedFrom };
}

/** What an erased person's names read as: lists show "Former participant". */
export const FORMER_FIRST_NAME = 'Former';
export const FORMER_LAST_NAME = 'participant';

/** A keyed hash (HMAC) of a value; the event store's `loadKeyedHash` gives the application's. */
export type KeyedHash = (value: string) => string;

/**
 * What stream names and ids are built from instead of personal data: the keyed hash of the
 * normalised value, so that the same address (or identifier) always maps to the same stream and
 * no one without the hash key can compute which.
 */
export function personalDigests(hash: KeyedHash) {
  return {
    /** For userEmailReservationStream. */
    email: (email: string): string => hash(`email\n${normaliseEmail(email)}`),
    /** For eligibilityIdFor. */
    eligibilityIdentifier: (identifier: string): string => hash(`eligibility-identifier\n${identifierKey(identifier)}`),
  };
}
export type PersonalDigests = ReturnType<typeof personalDigests>;
