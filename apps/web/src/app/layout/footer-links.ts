import { paths } from '../../config/paths';

export interface FooterLink {
  readonly label: string;
  /** null: the screen is not built yet (shown as plain text, never a link to nothing). */
  readonly to: string | null;
}

interface FooterInput {
  readonly signedIn: boolean;
  readonly flags: Readonly<Record<string, boolean | undefined>>;
}

/**
 * Spec 1 §2 footer: Help (FAQs enabled) or Contact; Site Map only signed in; Privacy & Terms, or
 * Privacy or Terms, as the site's flags say.
 */
export function footerLinks({ signedIn, flags }: FooterInput): FooterLink[] {
  const links: FooterLink[] = [flags.is_faqs_enabled ? { label: 'Help', to: null } : { label: 'Contact', to: null }];
  if (signedIn) links.push({ label: 'Site Map', to: paths.siteMap.href() });
  if (flags.is_privacy_enabled && flags.is_terms_enabled) links.push({ label: 'Privacy & Terms', to: null });
  else if (flags.is_privacy_enabled) links.push({ label: 'Privacy', to: null });
  else if (flags.is_terms_enabled) links.push({ label: 'Terms', to: null });
  return links;
}
