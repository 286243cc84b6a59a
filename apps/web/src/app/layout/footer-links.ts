import { paths } from '../../config/paths';

export interface FooterLink {
  readonly label: string;
  readonly to: string;
}

interface FooterInput {
  readonly signedIn: boolean;
  readonly flags: Readonly<Record<string, boolean | undefined>>;
}

/** A footer entry whose screen is not built yet: listed for when it comes, not shown. */
const NOT_BUILT = null;

/**
 * Spec 1 §2 footer: Help (FAQs enabled) or Contact; Site Map only signed in; Privacy & Terms, or
 * Privacy or Terms, as the site's flags say. Every entry is a link; one whose page does not exist
 * yet (Help, Contact) is left out rather than shown as dead text.
 */
export function footerLinks({ signedIn, flags }: FooterInput): FooterLink[] {
  const links: { label: string; to: string | null }[] = [
    flags.is_faqs_enabled ? { label: 'Help', to: NOT_BUILT } : { label: 'Contact', to: NOT_BUILT },
  ];
  if (signedIn) links.push({ label: 'Site Map', to: paths.siteMap.href() });
  if (flags.is_privacy_enabled && flags.is_terms_enabled) links.push({ label: 'Privacy & Terms', to: paths.policy.privacy.href() });
  else if (flags.is_privacy_enabled) links.push({ label: 'Privacy', to: paths.policy.privacy.href() });
  else if (flags.is_terms_enabled) links.push({ label: 'Terms', to: paths.policy.terms.href() });
  return links.flatMap(({ label, to }) => (to === null ? [] : [{ label, to }]));
}
