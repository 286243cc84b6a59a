import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 §4, §9: after a save, 'Saved' shows for 3 seconds. */
export const SAVED_MESSAGE_MS = 3_000;

export function useSavedFlag(): [saved: boolean, showSaved: () => void, hideSaved: () => void] {
  const [saved, setSaved] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const showSaved = useCallback(() => {
    window.clearTimeout(timer.current);
    setSaved(true);
    timer.current = window.setTimeout(() => setSaved(false), SAVED_MESSAGE_MS);
  }, []);
  const hideSaved = useCallback(() => {
    window.clearTimeout(timer.current);
    setSaved(false);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [saved, showSaved, hideSaved];
}
