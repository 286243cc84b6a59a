/**
 * Spec 3 §5 SSO test: extra `key=value` lines; a line is used only when it splits at '=' into
 * exactly two parts (so 'a=b=c' and lines without '=' are ignored).
 */
export function extraPairs(text: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const parts = line.split('=');
    if (parts.length !== 2) continue;
    const key = parts[0]!.trim();
    if (key) pairs[key] = parts[1]!.trim();
  }
  return pairs;
}
