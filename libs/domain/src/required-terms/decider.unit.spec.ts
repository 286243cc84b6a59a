import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.spec.js';
import { requiredTermsDecider, termAcceptanceDecider } from './decider.js';

const siteId = 'site-1';
const contentId = 'content-terms';
const required = { type: 'TermRequired', data: { siteId, contentId } } as const;

describe('required terms', () => {
  const spec = specFor(requiredTermsDecider);
  const requireTerm = { type: 'RequireTerm', siteId, contentId, content: { siteId, category: 'terms' } } as const;

  it('requires a saved privacy or terms page of the site, once', () => {
    spec([]).when(requireTerm).then([required]);
    spec([required]).when(requireTerm).then([]);
    spec([])
      .when({ ...requireTerm, content: { siteId, category: 'privacy' } })
      .then([{ type: 'TermRequired', data: { siteId, contentId } }]);
  });

  it("refuses unsaved content, another site's, and anything but a policy page", () => {
    spec([])
      .when({ ...requireTerm, content: null })
      .thenRejects('content_not_found', 'Custom Content could not be found');
    spec([])
      .when({ ...requireTerm, content: { siteId: 'site-2', category: 'terms' } })
      .thenRejects('content_not_found', 'Custom Content could not be found');
    spec([])
      .when({ ...requireTerm, content: { siteId, category: 'faqs' } })
      .thenRejects('not_a_policy', 'Only privacy and terms content can be required.');
  });

  it('stops requiring a term', () => {
    spec([required])
      .when({ type: 'StopRequiringTerm', siteId, contentId })
      .then([{ type: 'TermNoLongerRequired', data: { siteId, contentId } }]);
    spec([]).when({ type: 'StopRequiringTerm', siteId, contentId }).then([]);
  });
});

describe('term acceptances', () => {
  const spec = specFor(termAcceptanceDecider);
  const accept = { type: 'AcceptTerm', userId: 'user-1', siteId, contentId, isRequired: true } as const;
  const accepted = { type: 'TermAccepted', data: { userId: 'user-1', siteId, contentId } } as const;

  it('records an acceptance of a required term once', () => {
    spec([]).when(accept).then([accepted]);
    spec([accepted]).when(accept).then([]);
  });

  it('refuses accepting what is not required', () => {
    spec([])
      .when({ ...accept, isRequired: false })
      .thenRejects('not_required', 'That page is not one you need to accept.');
  });
});
