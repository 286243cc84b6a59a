import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { currentUserQueryKey } from '../lib/current-user';
import { forgetPositions } from '../lib/read-your-writes';
import { isSignedInPath, rememberReturnTo } from '../lib/return-to';
import { paths } from '../config/paths';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Spec 1 §2: a 401 on a signed-in route saves the target route, clears the current user and goes
 * to the welcome page with 'Please log in.'; after login the saved route is restored.
 */
export function handleLostSession(router: AppRouter, queryClient: QueryClient): void {
  setUnauthorizedHandler(() => {
    const location = router.state.navigation.location ?? router.state.location;
    if (!isSignedInPath(location.pathname)) return;
    rememberReturnTo(`${location.pathname}${location.search}`);
    forgetPositions();
    queryClient.setQueryData(currentUserQueryKey, null);
    void router.navigate(paths.welcome.href(), { replace: true });
  });
}
