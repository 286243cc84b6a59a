import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 §9: a screen-reader announcement clears after 7 seconds. */
export const ANNOUNCEMENT_CLEAR_MS = 7_000;

/** A message that clears itself after `clearAfterMs` (or at once with `clear`). */
export function useAnnouncement(
  clearAfterMs = ANNOUNCEMENT_CLEAR_MS,
): [message: string | null, announce: (message: string) => void, clear: () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const announce = useCallback(
    (next: string) => {
      window.clearTimeout(timer.current);
      setMessage(next);
      timer.current = window.setTimeout(() => setMessage(null), clearAfterMs);
    },
    [clearAfterMs],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setMessage(null);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [message, announce, clear];
}
