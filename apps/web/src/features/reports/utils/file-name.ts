/** The file name a Content-Disposition header gives (filename* first, RFC 6266), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || fallback;
}

/** Counts the line breaks in a chunk of CSV (rows received; a quoted field's own line breaks are rare in reports). */
export function lineBreaksIn(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === 10) count += 1;
  return count;
}
