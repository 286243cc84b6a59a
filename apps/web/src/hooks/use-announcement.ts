import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 §9: a screen-reader announcement clears after 7 seconds. */
export const ANNOUNCEMENT_CLEAR_MS = 7_000;

export function useAnnouncement(): [message: string | null, announce: (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const announce = useCallback((next: string) => {
    window.clearTimeout(timer.current);
    setMessage(next);
    timer.current = window.setTimeout(() => setMessage(null), ANNOUNCEMENT_CLEAR_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [message, announce];
}
