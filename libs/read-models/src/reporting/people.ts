import { sql, type Transaction } from 'kysely';
import type { StoredEvent } from '@wellway/event-store';
import type { Database } from '../database.js';
import type { EventOf } from '../projection.js';
import { copyRows, type CopyValue } from '../shared/copy.js';
import { unnest } from '../shared/unnest.js';
import { addPeopleToRollups } from './rollups.js';

/** The users' events that say who the EOP counts, and where (participantsOf's rules: role `user`, not erased). */
export const PEOPLE_EVENT_TYPES = ['UserRegistered', 'UserLocationChanged', 'UserErasureRequested'] as const;
type PeopleEvent = EventOf<(typeof PEOPLE_EVENT_TYPES)[number]>;
const peopleTypes = new Set<string>(PEOPLE_EVENT_TYPES);
export const isPeopleEvent = (event: StoredEvent): event is PeopleEvent => peopleTypes.has(event.type);

interface Person {
  site_id: string;
  user_id: string;
  location_id: string;
  counted: boolean;
  position: bigint;
}
const personColumns = { site_id: 'text', user_id: 'text', location_id: 'text', counted: 'bool', position: 'int8' } as const;

function applied(person: Person, event: PeopleEvent): Person {
  const at = { ...person, position: event.position };
  switch (event.type) {
    case 'UserRegistered':
      return { ...at, counted: event.data.role === 'user', location_id: event.data.locationId ?? '' };
    case 'UserLocationChanged':
      return { ...at, location_id: event.data.locationId ?? '' };
    case 'UserErasureRequested':
      return { ...at, counted: false };
    default: {
      const unknown: never = event;
      throw new Error(`Unexpected event ${JSON.stringify(unknown)}`);
    }
  }
}

/** Each person's row after the batch's events newer than it (a replay changes nothing), beside the stored one. */
async function foldPeople(trx: Transaction<Database>, events: readonly PeopleEvent[]) {
  const keyOf = (siteId: string, userId: string) => `${siteId}\n${userId}`;
  const keys = [
    ...new Map(events.map(({ data }) => [keyOf(data.siteId, data.userId), { site_id: data.siteId, user_id: data.userId }])).values(),
  ];
  const { rows } = await sql<Person>`select p.site_id, p.user_id, p.location_id, p.counted, p.position
    from report_people p join (${unnest(keys, { site_id: 'text', user_id: 'text' })}) k on k.site_id = p.site_id and k.user_id = p.user_id`.execute(
    trx,
  );
  const stored = new Map(rows.map((row) => [keyOf(row.site_id, row.user_id), row]));
  const folded = new Map<string, Person>();
  for (const event of events) {
    const key = keyOf(event.data.siteId, event.data.userId);
    const person = folded.get(key) ??
      stored.get(key) ?? { site_id: event.data.siteId, user_id: event.data.userId, location_id: '', counted: false, position: 0n };
    if (event.position > person.position) folded.set(key, applied(person, event));
  }
  return [...folded.entries()].map(([key, after]) => ({ before: stored.get(key), after }));
}

const ROLLUP_TABLES = ['report_location_days', 'report_location_weeks'] as const;

const writePeople = (people: readonly Person[]) => sql`
  insert into report_people (site_id, user_id, location_id, counted, position)
  select * from (${unnest(people, personColumns)}) p
  on conflict (site_id, user_id) do update set location_id = excluded.location_id, counted = excluded.counted, position = excluded.position`;

/**
 * Rebuild: each people event as the columns it sets (null: left as it was), appended to a scratch
 * table whatever the order of the batches; `foldReplayedPeople` keeps each column's latest.
 */
const REPLAYED_PEOPLE = 'report_people_replayed';
const replayedPeopleColumns = ['site_id', 'user_id', 'location_id', 'counted', 'position'] as const;
const createReplayedPeople = sql`create unlogged table if not exists ${sql.table(REPLAYED_PEOPLE)} (
  site_id text collate "C" not null, user_id text collate "C" not null, location_id text, counted boolean, position int8 not null)`;

type ReplayedPerson = Record<(typeof replayedPeopleColumns)[number], CopyValue>;

function columnsSetBy(event: PeopleEvent): ReplayedPerson {
  const person = { site_id: event.data.siteId, user_id: event.data.userId, position: event.position };
  switch (event.type) {
    case 'UserRegistered':
      return { ...person, location_id: event.data.locationId ?? '', counted: event.data.role === 'user' };
    case 'UserLocationChanged':
      return { ...person, location_id: event.data.locationId ?? '', counted: null };
    case 'UserErasureRequested':
      return { ...person, location_id: null, counted: false };
    default: {
      const unknown: never = event;
      throw new Error(`Unexpected event ${JSON.stringify(unknown)}`);
    }
  }
}

/** Rebuild: the scratch table appendPeopleOf appends to (before the replay). */
export async function createPeopleScratch(trx: Transaction<Database>): Promise<void> {
  await createReplayedPeople.execute(trx);
}

export async function appendPeopleOf(trx: Transaction<Database>, events: readonly PeopleEvent[]): Promise<void> {
  if (events.length === 0) return;
  await copyRows(trx, REPLAYED_PEOPLE, replayedPeopleColumns, events.map(columnsSetBy));
}

/** Each column's value from the latest event that set it, newer than the stored row (a replay changes nothing). */
const latest = (column: string) =>
  sql`(array_agg(${sql.ref(`r.${column}`)} order by r.position desc) filter (where ${sql.ref(`r.${column}`)} is not null))[1]`;

/** Finish: the replayed people events over the stored people, as `applied` would have left them; the scratch dropped. */
export async function foldReplayedPeople(trx: Transaction<Database>): Promise<void> {
  await sql`insert into report_people (site_id, user_id, location_id, counted, position)
    select r.site_id, r.user_id, coalesce(${latest('location_id')}, min(p.location_id), ''),
      coalesce(${latest('counted')}, bool_or(p.counted), false), max(r.position)
    from ${sql.table(REPLAYED_PEOPLE)} r left join report_people p on p.site_id = r.site_id and p.user_id = r.user_id
    where p.position is null or r.position > p.position
    group by r.site_id, r.user_id
    on conflict (site_id, user_id) do update set location_id = excluded.location_id, counted = excluded.counted, position = excluded.position`.execute(
    trx,
  );
  await sql`drop table ${sql.table(REPLAYED_PEOPLE)}`.execute(trx);
}

/**
 * Live: the people, and a person who starts or stops counting, or moves, takes their figures
 * (summed from their days) out of their old location's rollups and into the new one's. Rows no
 * participant-day is left under go, as a rebuild would not write them.
 */
export async function applyPeople(trx: Transaction<Database>, events: readonly PeopleEvent[]): Promise<void> {
  if (events.length === 0) return;
  const people = await foldPeople(trx, events);
  const moves = people.flatMap(({ before, after }) => {
    const was = before ?? { ...after, location_id: '', counted: false };
    if (was.counted === after.counted && (!after.counted || was.location_id === after.location_id)) return [];
    return [
      ...(was.counted ? [{ site_id: was.site_id, user_id: was.user_id, location_id: was.location_id, sign: -1 }] : []),
      ...(after.counted ? [{ site_id: after.site_id, user_id: after.user_id, location_id: after.location_id, sign: 1 }] : []),
    ];
  });
  if (moves.length > 0) {
    await addPeopleToRollups(unnest(moves, { site_id: 'text', user_id: 'text', location_id: 'text', sign: 'int4' })).execute(trx);
    const left = moves.filter((move) => move.sign < 0).map(({ site_id, location_id }) => ({ site_id, location_id }));
    for (const table of left.length > 0 ? ROLLUP_TABLES : []) {
      await sql`delete from ${sql.table(table)} r using (${unnest(left, { site_id: 'text', location_id: 'text' })}) l
        where r.site_id = l.site_id and r.location_id = l.location_id and r.participant_days = 0`.execute(trx);
    }
  }
  if (people.length > 0) await writePeople(people.map(({ after }) => after)).execute(trx);
}
