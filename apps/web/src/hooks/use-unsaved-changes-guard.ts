import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { paths } from '../config/paths';

/**
 * Spec 2 §4: an edit with unsaved changes blocks navigation ('You haven't saved.', Stay or Leave),
 * in the app (react-router's blocker) and when the tab is closed or reloaded (beforeunload).
 * A lost session (redirect to the welcome page) is not held back.
 */
export function useUnsavedChangesGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !nextLocation.pathname.startsWith(paths.welcome.path) &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return blocker;
}
