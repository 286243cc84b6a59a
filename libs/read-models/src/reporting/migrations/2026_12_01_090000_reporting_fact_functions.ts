import { sql, type Migration } from 'kysely';

/**
 * The reporting projection's jsonb arithmetic (facts maps hold numbers, last_on maps YYYY-MM-DD):
 * `report_facts_add(a, b)` adds b's figures to a's, key by key; `report_last_on_merge(a, b)` keeps
 * each key's later day; `report_facts_merge` folds maps in order (`||`: a later figure replaces it).
 */
export const up: Migration['up'] = async (db) => {
  await sql`create or replace function report_facts_add(a jsonb, b jsonb) returns jsonb
    language sql immutable parallel safe as $$
      select a || coalesce((select jsonb_object_agg(key, coalesce((a ->> key)::numeric, 0) + value::numeric) from jsonb_each_text(b)), '{}')
    $$`.execute(db);
  await sql`create or replace function report_last_on_merge(a jsonb, b jsonb) returns jsonb
    language sql immutable parallel safe as $$
      select a || coalesce((select jsonb_object_agg(key, greatest(a ->> key, value)) from jsonb_each_text(b)), '{}')
    $$`.execute(db);
  await sql`create or replace aggregate report_facts_merge(jsonb) (sfunc = jsonb_concat, stype = jsonb, initcond = '{}')`.execute(db);
};

export const down: NonNullable<Migration['down']> = async (db) => {
  await sql`drop aggregate if exists report_facts_merge(jsonb)`.execute(db);
  await sql`drop function if exists report_last_on_merge(jsonb, jsonb)`.execute(db);
  await sql`drop function if exists report_facts_add(jsonb, jsonb)`.execute(db);
};
