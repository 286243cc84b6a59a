import type { EventStore, NewEvent, StoredEvent } from '../port.js';
import { upcast, type Upcasters } from '../upcasting.js';
import { envelopesOf, open, seal, SEALED, type SealedEnvelope } from './envelope.js';
import { KeyCache } from './key-cache.js';
import type { KeyStore, PersonalDataPolicy } from './port.js';

export interface SealPersonalDataOptions {
  readonly policy: PersonalDataPolicy;
  readonly keys: KeyStore;
  /** Applied after unsealing (an upcaster sees the fields in clear); give them here, not to the adapter. */
  readonly upcasters?: Upcasters;
  /** The reading key cache: at most `capacity` subjects (4,096), each for `ttlMs` (60 s). */
  readonly cache?: { readonly capacity?: number; readonly ttlMs?: number; readonly now?: () => number };
}

/** What this process's reads could not unseal; both were read with the rules' replacement values. */
export interface SealingCounters {
  /** Envelopes whose subject's key is gone (erased), or whom this process saw erased. */
  readonly missingKeyReads: number;
  /** Envelopes that do not authenticate: tampered with, or moved from another event or subject. */
  readonly unreadableEnvelopes: number;
}

export interface SealingEventStore extends EventStore {
  readonly sealing: SealingCounters;
}

/** The counters of a store wrapped by `sealPersonalData`, or null for a store that is not. */
export function sealingCountersOf(store: EventStore): SealingCounters | null {
  return 'sealing' in store ? (store as SealingEventStore).sealing : null;
}

interface CompiledRule {
  readonly subject: (data: unknown) => string;
  readonly fields: readonly string[];
  readonly replacements: Readonly<Record<string, unknown>>;
}

/** What the policy says about one event type: its sealing rules, and whether it erases a subject. */
interface TypePlan {
  readonly rules: readonly CompiledRule[] | null;
  readonly erases: ((data: unknown) => string) | null;
}

function compile(policy: PersonalDataPolicy): ReadonlyMap<string, TypePlan> {
  const plans = new Map<string, TypePlan>();
  const rules = new Map<string, CompiledRule[]>();
  for (const type of Object.keys(policy.rules)) {
    const compiled = (policy.rules[type] ?? []).map((rule) => ({
      subject: rule.subject as (data: unknown) => string,
      fields: Object.keys(rule.fields),
      replacements: rule.fields,
    }));
    for (const rule of compiled) {
      if (rule.fields.includes(SEALED)) throw new Error(`${type}: "${SEALED}" is reserved and cannot be a personal field`);
    }
    if (compiled.length > 0) rules.set(type, compiled);
  }
  const erasures = new Map(Object.keys(policy.erasures).map((type) => [type, policy.erasures[type] as (data: unknown) => string]));
  for (const type of new Set([...rules.keys(), ...erasures.keys()])) {
    plans.set(type, { rules: rules.get(type) ?? null, erases: erasures.get(type) ?? null });
  }
  return plans;
}

const NONE: readonly SealedEnvelope[] = [];

const isPresent = (data: Record<string, unknown>, field: string) => Object.hasOwn(data, field) && data[field] !== undefined;

function subjectOf(rule: CompiledRule, type: string, data: unknown): string {
  const subject = rule.subject(data);
  if (typeof subject !== 'string' || subject === '') throw new Error(`${type}: its personal data rule names no subject`);
  return subject;
}

/** Each subject's present personal fields of one event (subjects with none present are left out). */
function fieldsBySubject(type: string, data: unknown, rules: readonly CompiledRule[]): Map<string, Record<string, unknown>> | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  let bySubject: Map<string, Record<string, unknown>> | null = null;
  for (const rule of rules) {
    let fields: Record<string, unknown> | undefined;
    for (const field of rule.fields) {
      if (!isPresent(record, field)) continue;
      fields ??= {};
      fields[field] = record[field];
    }
    if (!fields) continue;
    const subject = subjectOf(rule, type, data);
    bySubject ??= new Map();
    bySubject.set(subject, { ...bySubject.get(subject), ...fields });
  }
  return bySubject;
}

/**
 * Seals the personal data of the events it appends and unseals what it reads (docs/personal-data.md).
 * Events of types the policy does not name pass through as the very same objects.
 */
export function sealPersonalData(store: EventStore, options: SealPersonalDataOptions): SealingEventStore {
  const { keys, upcasters } = options;
  const plans = compile(options.policy);
  const cache = new KeyCache(options.cache?.capacity, options.cache?.ttlMs, options.cache?.now);
  /** Subjects whose erasure event this process has read: never unsealed again here. */
  const erasedHere = new Set<string>();
  const counters = { missingKeyReads: 0, unreadableEnvelopes: 0 };

  async function append(...[stream, events, options]: Parameters<EventStore['append']>) {
    // Each event's fields by subject, found once and sealed below (null: nothing to seal).
    const personal = events.map((event) => {
      const rules = plans.get(event.type)?.rules;
      return rules ? fieldsBySubject(event.type, event.data, rules) : null;
    });
    const subjects = new Set(personal.flatMap((bySubject) => (bySubject ? [...bySubject.keys()] : [])));
    if (subjects.size === 0) return store.append(stream, events, options);
    // Throws SubjectErasedError for an erased subject: the command fails, nothing is appended.
    const sealingKeys = await keys.keysForSealing([...subjects]);
    const sealed = events.map((event, index) => sealEvent(event, personal[index] ?? null, sealingKeys));
    const result = await store.append(stream, sealed, options);
    for (const [subject, key] of sealingKeys) if (!erasedHere.has(subject)) cache.set(subject, key);
    return result;
  }

  function sealEvent(
    event: NewEvent,
    bySubject: ReadonlyMap<string, Record<string, unknown>> | null,
    sealingKeys: ReadonlyMap<string, Buffer>,
  ): NewEvent {
    if (!bySubject) return event;
    const sealedFields = new Set<string>();
    const envelopes: SealedEnvelope[] = [];
    for (const [subject, fields] of bySubject) {
      const key = sealingKeys.get(subject);
      if (!key) throw new Error(`the key store gave no key for subject ${subject}`);
      for (const field of Object.keys(fields)) sealedFields.add(field);
      envelopes.push(seal(key, event.id, subject, fields));
    }
    const data: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(event.data as Record<string, unknown>)) {
      if (!sealedFields.has(field)) data[field] = value;
    }
    data[SEALED] = envelopes;
    return { ...event, data };
  }

  function unsealEvent<E extends StoredEvent>(event: E, rules: readonly CompiledRule[], keyOf: (subject: string) => Buffer | null): E {
    const envelopes = envelopesOf(event.data);
    if (!envelopes) return event;
    const data: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(event.data as Record<string, unknown>)) {
      if (field !== SEALED) data[field] = value;
    }
    for (const envelope of envelopes) {
      const key = keyOf(envelope.s);
      const fields = key ? open(key, event.id, envelope) : null;
      if (fields) {
        Object.assign(data, fields);
        continue;
      }
      if (key) counters.unreadableEnvelopes += 1;
      else counters.missingKeyReads += 1;
      for (const rule of rules) {
        if (rule.subject(data) === envelope.s) Object.assign(data, rule.replacements);
      }
    }
    return { ...event, data };
  }

  /** One page (or batch) in order: one key-store call for the subjects not cached; erasures apply to what follows them. */
  async function openPage<E extends StoredEvent>(page: readonly E[]): Promise<readonly E[]> {
    let first = -1;
    for (let index = 0; index < page.length; index += 1) {
      if (plans.has((page[index] as E).type)) {
        first = index;
        break;
      }
    }
    if (first < 0) return upcasters ? page.map((event) => upcast(event, upcasters) as E) : page;

    const pageKeys = new Map<string, Buffer | null>();
    let wanted: string[] | undefined;
    for (let index = first; index < page.length; index += 1) {
      const event = page[index] as E;
      if (!plans.get(event.type)?.rules) continue;
      for (const { s } of envelopesOf(event.data) ?? NONE) {
        if (pageKeys.has(s) || erasedHere.has(s)) continue;
        const cached = cache.get(s);
        pageKeys.set(s, cached ?? null);
        if (cached === undefined) (wanted ??= []).push(s);
      }
    }
    if (wanted) {
      const found = await keys.keysForReading(wanted);
      for (const subject of wanted) {
        const key = found.get(subject) ?? null;
        pageKeys.set(subject, key);
        if (!erasedHere.has(subject)) cache.set(subject, key);
      }
    }
    const keyOf = (subject: string) => (erasedHere.has(subject) ? null : (pageKeys.get(subject) ?? null));

    let opened: E[] | undefined;
    for (let index = first; index < page.length; index += 1) {
      const event = page[index] as E;
      const plan = plans.get(event.type);
      if (!plan) continue;
      if (plan.erases) {
        // From here on (this event included) the subject reads as erased in this process.
        const subject = plan.erases(event.data);
        if (typeof subject === 'string' && subject !== '') {
          erasedHere.add(subject);
          cache.delete(subject);
        }
      }
      const next = plan.rules ? unsealEvent(event, plan.rules, keyOf) : event;
      if (next !== event) {
        opened ??= page.slice();
        opened[index] = next;
      }
    }
    const result = opened ?? page;
    return upcasters ? result.map((event) => upcast(event, upcasters) as E) : result;
  }

  async function* subscribeAll(subscription: Parameters<EventStore['subscribeAll']>[0]) {
    for await (const batch of store.subscribeAll(subscription)) yield await openPage(batch);
  }

  return {
    kind: store.kind,
    append,
    async readStream(stream) {
      const result = await store.readStream(stream);
      const events = await openPage(result.events);
      return events === result.events ? result : { ...result, events };
    },
    readAll: async (readOptions) => openPage(await store.readAll(readOptions)),
    ...(store.pageEnds && { pageEnds: store.pageEnds.bind(store) }),
    subscribeAll,
    hasReached: (checkpoint, position) => store.hasReached(checkpoint, position),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
    sealing: counters,
  };
}
