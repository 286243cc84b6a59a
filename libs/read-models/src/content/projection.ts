import type { Selectable, Transaction } from 'kysely';
import { assertNever, type ContentEvent, type RequiredTermsEvent, type TermAcceptanceEvent } from '@wellway/domain';
import type { Database } from '../database.js';
import { defineProjection, type EventOf } from '../projection.js';
import { distinct, effectFor, everyone, lastBy, noEffect, ofType } from '../shared/batch.js';
import { foldRows } from '../shared/fold-rows.js';
import { insertedColumns, lockedRowsById, overwriteAllBut } from '../shared/rows.js';
import type { CustomContentTable } from './table.js';

type Trx = Transaction<Database>;
type Row = Selectable<CustomContentTable>;
type ContentEventOf = EventOf<ContentEvent['type']>;
type Handled = EventOf<ContentEvent['type'] | RequiredTermsEvent['type'] | TermAcceptanceEvent['type']>;

const CONTENT_EVENTS: readonly ContentEvent['type'][] = ['ContentCreated', 'ContentChanged', 'ContentDeleted'];

function applyContent(row: Row | undefined, event: ContentEventOf): Row | undefined {
  const position = event.position;
  switch (event.type) {
    case 'ContentCreated': {
      const { contentId, siteId, category, key, group, sequence, title, summaryHtml, contentHtml, hidden } = event.data;
      return {
        id: contentId,
        site_id: siteId,
        category,
        key,
        group,
        sequence,
        title,
        summary_html: summaryHtml,
        content_html: contentHtml,
        hidden,
        deleted: false,
        position,
      };
    }
    case 'ContentChanged': {
      const { key, group, sequence, title, summaryHtml, contentHtml, hidden } = event.data;
      return row && { ...row, key, group, sequence, title, summary_html: summaryHtml, content_html: contentHtml, hidden, position };
    }
    case 'ContentDeleted':
      return row && { ...row, deleted: true, position };
    default:
      return assertNever(event);
  }
}

async function projectContent(trx: Trx, events: readonly Handled[]): Promise<number> {
  const relevant = ofType(events, ...CONTENT_EVENTS);
  const ids = distinct(relevant.map((event) => event.data.contentId));
  if (ids.length === 0) return 0;
  const changed = foldRows(await lockedRowsById(trx, 'custom_content', ids), relevant, (event) => event.data.contentId, applyContent);
  if (changed.length === 0) return 0;
  await trx
    .insertInto('custom_content')
    .values(changed)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet(overwriteAllBut<'custom_content'>(insertedColumns(changed), ['id', 'site_id', 'category'])),
    )
    .execute();
  return changed.length;
}

/** Each (site, content) row holds the latest of TermRequired / TermNoLongerRequired. */
async function projectRequiredTerms(trx: Trx, events: readonly Handled[]): Promise<number> {
  const relevant = ofType(events, 'TermRequired', 'TermNoLongerRequired');
  const rows = lastBy(relevant, (e) => `${e.data.siteId}/${e.data.contentId}`).map((e) => ({
    site_id: e.data.siteId,
    content_id: e.data.contentId,
    required: e.type === 'TermRequired',
    position: e.position,
  }));
  if (rows.length === 0) return 0;
  await trx
    .insertInto('required_terms')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['site_id', 'content_id'])
        .doUpdateSet((eb) => ({ required: eb.ref('excluded.required'), position: eb.ref('excluded.position') }))
        .where('required_terms.position', '<', (eb) => eb.ref('excluded.position')),
    )
    .execute();
  return rows.length;
}

async function projectAcceptances(trx: Trx, events: readonly Handled[]): Promise<string[]> {
  const accepted = ofType(events, 'TermAccepted');
  const rows = lastBy(accepted, (e) => `${e.data.userId}/${e.data.contentId}`).map((e) => ({
    user_id: e.data.userId,
    content_id: e.data.contentId,
    site_id: e.data.siteId,
    accepted_at: e.createdAt,
    position: e.position,
  }));
  if (rows.length > 0)
    await trx
      .insertInto('term_acceptances')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'content_id']).doNothing())
      .execute();
  return rows.map((row) => row.user_id);
}

/** Site content (privacy, terms and the rest), which of it a site requires, and who accepted it. */
export const contentProjection = defineProjection({
  name: 'content',
  version: 1,
  tables: ['custom_content', 'required_terms', 'term_acceptances'],
  eventTypes: [...CONTENT_EVENTS, 'TermRequired', 'TermNoLongerRequired', 'TermAccepted'],
  async apply(trx, events) {
    const contentChanges = await projectContent(trx, events);
    const requiredChanges = await projectRequiredTerms(trx, events);
    const acceptedBy = await projectAcceptances(trx, events);
    // Content and required terms reach everyone's screens; an acceptance only its person's.
    if (contentChanges + requiredChanges > 0) return everyone;
    return acceptedBy.length > 0 ? effectFor(acceptedBy) : noEffect;
  },
});
