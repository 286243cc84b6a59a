/** The schemes the web app navigates to. */
const WEB_SCHEMES: readonly string[] = ['http:', 'https:'];

interface SafeUrlOptions {
  /** What a relative address resolves against (the page's own address by default). */
  readonly base?: string;
  /** Schemes accepted beyond http(s) (content links may also write an e-mail or call). */
  readonly alsoSchemes?: readonly ('mailto:' | 'tel:')[];
}

/**
 * Issue 11: every address the web app navigates to or links that came from stored data (a site's
 * disabled_redirect_url, SITE_NOT_FOUND_URL, an SSO login answer, links in site content) goes
 * through here. Only an http(s) address comes back (absolute, as the browser would resolve it); a
 * `javascript:`, `data:` or unparsable one gives null, and the caller does not navigate.
 */
export function safeUrl(value: string | null | undefined, { base, alsoSchemes = [] }: SafeUrlOptions = {}): string | null {
  if (!value?.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim(), base ?? window.location.href);
  } catch {
    return null;
  }
  return WEB_SCHEMES.includes(url.protocol) || (alsoSchemes as readonly string[]).includes(url.protocol) ? url.href : null;
}
