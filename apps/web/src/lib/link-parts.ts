/** A piece of plain text: text, or an http(s) address that becomes a link. */
export type TextPart = { readonly text: string; readonly href?: undefined } | { readonly text: string; readonly href: string };

const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/** Plain text cut into text and http(s) addresses: only those become links, nothing is read as HTML. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const found of text.matchAll(WEB_ADDRESS)) {
    const start = found.index ?? 0;
    if (start > from) parts.push({ text: text.slice(from, start) });
    parts.push({ text: found[0], href: found[0] });
    from = start + found[0].length;
  }
  return from < text.length ? [...parts, { text: text.slice(from) }] : parts;
}
