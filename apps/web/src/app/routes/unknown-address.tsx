import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions, useCurrentUser } from '../../lib/current-user';
import { ensureSite } from '../../lib/route-guards';
import { NotFoundPage } from './not-found';
import { PublicLayout } from './public-layout';
import { SignedInLayout } from './signed-in-layout';

/** Who is asking decides the frame: the signed-in shell (menus intact), or the public one. */
export const unknownAddressLoader = (queryClient: QueryClient) => async () => {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  if (user) await ensureSite(queryClient);
  return null;
};

/** Any address no route matches. */
export function UnknownAddress() {
  const signedIn = useCurrentUser() !== null;
  return signedIn ? (
    <SignedInLayout>
      <NotFoundPage />
    </SignedInLayout>
  ) : (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}
