import { describe, expect, it } from 'vitest';
import { footerLinks } from './footer-links';

const labels = (signedIn: boolean, flags: Record<string, boolean>) => footerLinks({ signedIn, flags }).map((link) => link.label);

describe('footerLinks (spec 1 §2)', () => {
  it('leaves out Help and Contact while their pages do not exist (no dead text)', () => {
    expect(labels(false, { is_faqs_enabled: true })).toEqual([]);
    expect(labels(false, {})).toEqual([]);
  });

  it('shows Site Map only to a signed-in user, as a link', () => {
    expect(labels(true, {})).toEqual(['Site Map']);
    expect(footerLinks({ signedIn: true, flags: {} })[0]).toEqual({ label: 'Site Map', to: '/site_map' });
  });

  it('links Privacy & Terms, or Privacy or Terms, by flags, to their pages', () => {
    expect(footerLinks({ signedIn: false, flags: { is_privacy_enabled: true, is_terms_enabled: true } })).toEqual([
      { label: 'Privacy & Terms', to: '/privacy' },
    ]);
    expect(footerLinks({ signedIn: false, flags: { is_privacy_enabled: true } })).toEqual([{ label: 'Privacy', to: '/privacy' }]);
    expect(footerLinks({ signedIn: false, flags: { is_terms_enabled: true } })).toEqual([{ label: 'Terms', to: '/terms' }]);
  });
});
