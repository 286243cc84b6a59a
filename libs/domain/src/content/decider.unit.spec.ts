import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { contentDecider, uniqueContentKey } from './decider.js';
import type { ContentEvent } from './events.js';

const spec = specFor(contentDecider);
const siteId = 'site-1';
const contentId = 'content-1';
const input = {
  key: 'Our Terms',
  group: '',
  sequence: 0,
  title: ' Terms of use ',
  summaryHtml: '',
  contentHtml: '<p>Be kind.</p>',
  hidden: false,
  takenKeys: new Set<string>(),
};
const stored = {
  key: 'our_terms',
  group: '',
  sequence: 0,
  title: 'Terms of use',
  summaryHtml: '',
  contentHtml: '<p>Be kind.</p>',
  hidden: false,
};
const created: ContentEvent = { type: 'ContentCreated', data: { contentId, siteId, category: 'terms', ...stored } };

describe('content decider', () => {
  it('creates content with a normalised key and a trimmed title', () => {
    spec([]).when({ type: 'CreateContent', contentId, siteId, category: 'terms', content: input }).then([created]);
    spec([created])
      .when({ type: 'CreateContent', contentId, siteId, category: 'terms', content: input })
      .thenRejects('content_exists', 'That content already exists.');
  });

  it('keeps keys unique in a category by appending + and a count; an empty key becomes the group', () => {
    expect(uniqueContentKey('Our Terms', '', new Set(['our_terms', 'our_terms+1']))).toBe('our_terms+2');
    expect(uniqueContentKey('', 'Getting Started', new Set())).toBe('getting_started');
    spec([created])
      .when({ type: 'ChangeContent', siteId, content: { ...input, takenKeys: new Set(['our_terms']) } })
      .then([{ type: 'ContentChanged', data: { contentId, siteId, ...stored, key: 'our_terms+1' } }]);
  });

  it("refuses a missing title, a bad sequence, and another site's content", () => {
    spec([])
      .when({ type: 'CreateContent', contentId, siteId, category: 'terms', content: { ...input, title: ' ' } })
      .thenRejects('title_required', 'A title is required.');
    spec([])
      .when({ type: 'CreateContent', contentId, siteId, category: 'terms', content: { ...input, sequence: 1.5 } })
      .thenRejects('invalid_sequence', 'The sequence must be a whole number of 0 or more.');
    spec([created])
      .when({ type: 'ChangeContent', siteId: 'site-2', content: input })
      .thenRejects('content_not_found', 'Custom Content could not be found');
    spec([created]).when({ type: 'DeleteContent', siteId: 'site-2' }).thenRejects('content_not_found', 'Custom Content could not be found');
  });

  it('deletes content once', () => {
    const deleted: ContentEvent = { type: 'ContentDeleted', data: { contentId, siteId } };
    spec([created]).when({ type: 'DeleteContent', siteId }).then([deleted]);
    spec([created, deleted]).when({ type: 'DeleteContent', siteId }).thenRejects('content_not_found', 'Custom Content could not be found');
  });
});
