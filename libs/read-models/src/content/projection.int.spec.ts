import { describe, expect, it } from 'vitest';
import { contentStream, requiredTermsStream, termAcceptancesStream } from '@wellway/domain';
import { EventLog } from '../testing/fixtures.js';
import { itGivesTheSameTables, useReadModelDb } from '../testing/read-model-db.spec.js';
import { contentProjection } from './projection.js';
import { findContent, listContent, listRequiredTerms, pendingTermIds, takenContentKeys } from './queries.js';

const log = new EventLog();
const siteId = 'site-acme';
const fields = { group: '', sequence: 0, summaryHtml: '', hidden: false };

function content(contentId: string, category: string, key: string, title: string, site = siteId): void {
  log.append(contentStream(contentId), 'ContentCreated', {
    contentId,
    siteId: site,
    category,
    key,
    title,
    contentHtml: `<p>${title}</p>`,
    ...fields,
  });
}
content('terms-1', 'terms', 'terms', 'Terms of use');
content('privacy-1', 'privacy', 'privacy', 'Privacy notice');
content('faq-1', 'faqs', 'faq_1', 'How do I log?');
content('faq-2', 'faqs', 'faq_2', 'Hidden FAQ');
log.append(contentStream('faq-2'), 'ContentChanged', {
  contentId: 'faq-2',
  siteId,
  key: 'faq_2',
  title: 'Hidden FAQ',
  contentHtml: '<p>x</p>',
  ...fields,
  hidden: true,
});
content('old-terms', 'terms', 'old', 'Old terms');
log.append(contentStream('old-terms'), 'ContentDeleted', { contentId: 'old-terms', siteId });
content('other-terms', 'terms', 'terms', 'Elsewhere', 'site-other');
for (const contentId of ['terms-1', 'privacy-1', 'old-terms'])
  log.append(requiredTermsStream(siteId), 'TermRequired', { siteId, contentId });
log.append(requiredTermsStream(siteId), 'TermNoLongerRequired', { siteId, contentId: 'privacy-1' });
log.append(requiredTermsStream(siteId), 'TermRequired', { siteId, contentId: 'privacy-1' });
log.append(termAcceptancesStream('user-ann'), 'TermAccepted', { userId: 'user-ann', siteId, contentId: 'terms-1' });

const bed = useReadModelDb();

describe('content projection', () => {
  itGivesTheSameTables(bed, contentProjection, log.events, { custom_content: 6 }, ['accepted_at']);

  it("lists a site's live content by category and order, hidden items only when asked", async () => {
    expect((await listContent(bed.db, siteId, { category: 'faqs', includeHidden: false })).map((row) => row.id)).toEqual(['faq-1']);
    expect((await listContent(bed.db, siteId, { category: 'faqs', includeHidden: true })).map((row) => row.id)).toEqual(['faq-2', 'faq-1']); // same sequence: by title
    expect(await findContent(bed.db, siteId, 'old-terms')).toBeUndefined();
    expect(await findContent(bed.db, siteId, 'other-terms')).toBeUndefined();
    expect(await findContent(bed.db, siteId, 'terms-1')).toMatchObject({
      category: 'terms',
      title: 'Terms of use',
      content_html: '<p>Terms of use</p>',
    });
    expect([...(await takenContentKeys(bed.db, siteId, 'faqs', 'faq-1'))]).toEqual(['faq_2']);
  });

  it('knows which terms a site requires and which each person still has to accept', async () => {
    expect(await listRequiredTerms(bed.db, siteId)).toEqual([
      { custom_content_id: 'privacy-1', category: 'privacy', title: 'Privacy notice' },
      { custom_content_id: 'terms-1', category: 'terms', title: 'Terms of use' },
    ]);
    expect(await pendingTermIds(bed.db, siteId, 'user-ann')).toEqual(['privacy-1']);
    expect(await pendingTermIds(bed.db, siteId, 'user-bob')).toEqual(['privacy-1', 'terms-1']);
    expect(await pendingTermIds(bed.db, 'site-other', 'user-bob')).toEqual([]);
  });
});
