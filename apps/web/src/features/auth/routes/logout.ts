import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { signOut } from '../api/logout';
import { paths } from '../../../config/paths';

/** /logout (spec 1 §2, go.logout): the header's sign-out form posts here; visiting it signs out too. */
export const logoutRoute = (queryClient: QueryClient) => async () => {
  await signOut(queryClient);
  return redirect(paths.welcome.href());
};
