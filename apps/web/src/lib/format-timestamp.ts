// Its own module, not lib/format.ts: that one is in the first visit's entry chunk, and only screens
// loaded later (the erasure audit, the data export) show timestamps.

/** A moment in the reader's local time, the date as MM/dd/yyyy, e.g. '11/25/2026, 3:04 PM' (unparsable: as given). */
export function formatTimestamp(timestamp: string): string {
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return timestamp;
  return at.toLocaleString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
