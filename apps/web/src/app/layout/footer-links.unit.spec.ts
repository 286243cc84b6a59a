import { describe, expect, it } from 'vitest';
import { footerLinks } from './footer-links';

const labels = (signedIn: boolean, flags: Record<string, boolean>) => footerLinks({ signedIn, flags }).map((link) => link.label);

describe('footerLinks (spec 1 §2)', () => {
  it('shows Help when FAQs are enabled, else Contact', () => {
    expect(labels(false, { is_faqs_enabled: true })).toEqual(['Help']);
    expect(labels(false, {})).toEqual(['Contact']);
  });

  it('shows Site Map only to a signed-in user, as a link', () => {
    expect(labels(true, {})).toEqual(['Contact', 'Site Map']);
    expect(footerLinks({ signedIn: true, flags: {} })[1]).toEqual({ label: 'Site Map', to: '/site_map' });
  });

  it('shows Privacy & Terms, or Privacy or Terms, by flags', () => {
    expect(labels(false, { is_privacy_enabled: true, is_terms_enabled: true })).toEqual(['Contact', 'Privacy & Terms']);
    expect(labels(false, { is_privacy_enabled: true })).toEqual(['Contact', 'Privacy']);
    expect(labels(false, { is_terms_enabled: true })).toEqual(['Contact', 'Terms']);
  });
});
