import { useEffect, useState } from 'react';

/** True once `active` has stayed true for `delayMs` (spec 1 §9: the loading icon shows after 300 ms). */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}
