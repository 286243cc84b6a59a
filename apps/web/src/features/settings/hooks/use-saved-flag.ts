import { useCallback } from 'react';
import { useAnnouncement } from '../../../hooks/use-announcement';

/** Spec 2 §4, §9: after a save, 'Saved' shows for 3 seconds (spec 3: 1.7 s on the dashboard user edit). */
export const SAVED_MESSAGE_MS = 3_000;

export function useSavedFlag(savedForMs = SAVED_MESSAGE_MS): [saved: boolean, showSaved: () => void, hideSaved: () => void] {
  const [message, announce, hideSaved] = useAnnouncement(savedForMs);
  const showSaved = useCallback(() => announce('Saved'), [announce]);
  return [message !== null, showSaved, hideSaved];
}
