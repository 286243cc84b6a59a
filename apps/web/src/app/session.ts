import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { currentUserQueryKey } from '../lib/current-user';
import { forgetPositions } from '../lib/read-your-writes';
import { isSignedInPath, rememberReturnTo } from '../lib/return-to';
import { paths } from '../config/paths';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Spec 1 §2: a session lost on a signed-in route saves the target route, clears the current user
 * and goes to the welcome page with 'Please log in.'; after login the saved route is restored. A
 * session is lost when a call answers 401, or when GET /api/session, asked again, answers that no
 * one is signed in any more (it answers 200 either way; signing out clears the user by hand).
 */
export function handleLostSession(router: AppRouter, queryClient: QueryClient): void {
  const lost = () => {
    const location = router.state.navigation.location ?? router.state.location;
    if (!isSignedInPath(location.pathname)) return;
    rememberReturnTo(`${location.pathname}${location.search}`);
    forgetPositions();
    queryClient.setQueryData(currentUserQueryKey, null);
    void router.navigate(paths.welcome.href(), { replace: true });
  };
  setUnauthorizedHandler(lost);

  let signedIn = false;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== currentUserHash) return;
    const wasSignedIn = signedIn;
    signedIn = event.action.data != null;
    if (wasSignedIn && !signedIn && !event.action.manual) lost();
  });
}

const currentUserHash = hashKey(currentUserQueryKey);
