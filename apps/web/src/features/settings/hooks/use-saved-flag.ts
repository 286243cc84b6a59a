import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 §4, §9: after a save, 'Saved' shows for 3 seconds (spec 3: 1.7 s on the dashboard user edit). */
export const SAVED_MESSAGE_MS = 3_000;

export function useSavedFlag(savedForMs = SAVED_MESSAGE_MS): [saved: boolean, showSaved: () => void, hideSaved: () => void] {
  const [saved, setSaved] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const showSaved = useCallback(() => {
    window.clearTimeout(timer.current);
    setSaved(true);
    timer.current = window.setTimeout(() => setSaved(false), savedForMs);
  }, [savedForMs]);
  const hideSaved = useCallback(() => {
    window.clearTimeout(timer.current);
    setSaved(false);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [saved, showSaved, hideSaved];
}
