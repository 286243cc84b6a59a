/**
 * A site's URLs (spec 3 §3 `urls`): host patterns where `*` stands for any run of characters,
 * e.g. `*.acme.example.com`. A request's Host is matched against them to find its site.
 */

/** 'https://Acme.Example.com:8080/path' → 'acme.example.com' (patterns keep their `*`). */
export function normaliseSiteUrl(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '');
}

/** A Host header's host name: lower case, without the port. */
export const hostnameOf = (host: string): string => normaliseSiteUrl(host);

export const isWildcardUrl = (pattern: string): boolean => pattern.includes('*');

const patterns = new Map<string, RegExp>();

function regexFor(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (!regex) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    regex = new RegExp(`^${source}$`);
    if (patterns.size > 10_000) patterns.clear();
    patterns.set(pattern, regex);
  }
  return regex;
}

/** Does a host name (already normalised) match one URL pattern? */
export function matchesSiteUrl(pattern: string, hostname: string): boolean {
  const normalised = normaliseSiteUrl(pattern);
  return isWildcardUrl(normalised) ? regexFor(normalised).test(hostname) : normalised === hostname;
}

const HOST_PATTERN = /^(\*|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(\.(\*|[a-z0-9*](?:[a-z0-9*-]*[a-z0-9*])?))*$|^\d{1,3}(\.\d{1,3}){3}$/;

/** A host name or host pattern: labels of letters, digits, dashes and `*`, or an IPv4 address. */
export const isValidSiteUrl = (normalised: string): boolean => normalised.length <= 253 && HOST_PATTERN.test(normalised);
