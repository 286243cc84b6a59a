import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCurrentSite } from '../../../lib/current-site';
import { requirePermission } from '../../../lib/route-guards';
import { safeUrl } from '../../../lib/safe-url';
import { getSsoDetails } from '../../../lib/sso-details';
import { getUser } from '../api/get-user';
import { impersonateBySso, impersonateUser } from '../api/impersonate-user';
import { writeImpersonationCookie } from '../utils/impersonation-cookie';
import { impersonationUrl } from '../utils/impersonation-url';
import { paths } from '../../../config/paths';

export const COULD_NOT_IMPERSONATE = 'Could not impersonate.';
/** Spec 3 §9: back to the users list after 3 s (non-SSO) or 1 s (SSO). */
export const RETURN_AFTER_MS = { sso: 1_000, direct: 3_000 } as const;

export const impersonateLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'master.impersonate');
    return null;
  };

export const USER_NOT_LOADED = 'User could not be loaded.';
export const FAILED_TEST = 'Failed test!';

/** A failure says which step failed, in the spec's words (spec 3 §6, §8). */
class ImpersonationFailure extends Error {}

const failWith = (message: string) => () => {
  throw new ImpersonationFailure(message);
};

/** Opens the user's site signed in as them; the SSO flow when their site signs on by SSO. */
async function impersonate(userId: string, hereSiteId: string): Promise<{ siteId: string; sso: boolean }> {
  const user = await getUser(userId).catch(failWith(USER_NOT_LOADED));
  const detail = user.sso_identifier
    ? (await getSsoDetails(user.site_id).catch(() => [])).find((candidate) => candidate.is_sso_enabled)
    : undefined;
  if (detail && user.sso_identifier) {
    const answer = await impersonateBySso(user.site_id, {
      key: detail.wskey,
      url: paths.root.href(),
      identifier: user.sso_identifier,
    }).catch(failWith(FAILED_TEST));
    // Issue 11: the SSO answer names the site's stored login URL; only an http(s) one is opened.
    const url = safeUrl(answer) ?? failWith(FAILED_TEST)();
    window.open(url, '_blank');
    return { siteId: user.site_id, sso: true };
  }
  const handoff = await impersonateUser(userId).catch(failWith(COULD_NOT_IMPERSONATE));
  writeImpersonationCookie(handoff);
  const sameSite = user.site_id === hereSiteId;
  const url = safeUrl(impersonationUrl(handoff, paths.claimImpersonation.href(handoff.id), window.location, sameSite));
  window.open(url ?? failWith(COULD_NOT_IMPERSONATE)(), '_blank');
  return { siteId: user.site_id, sso: false };
}

/** /:userId/impersonate (masters, spec 3 §2.1). */
export function ImpersonateRoute() {
  usePageTitle('Impersonate');
  const userId = useParams().userId ?? '';
  const navigate = useNavigate();
  const hereSiteId = useCurrentSite().id;
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: number | undefined;
    impersonate(userId, hereSiteId).then(
      ({ siteId, sso }) => {
        timer = window.setTimeout(() => void navigate(paths.site.users.href(siteId)), sso ? RETURN_AFTER_MS.sso : RETURN_AFTER_MS.direct);
      },
      (error: unknown) => setFailure(error instanceof ImpersonationFailure ? error.message : COULD_NOT_IMPERSONATE),
    );
    return () => window.clearTimeout(timer);
  }, [userId, hereSiteId, navigate]);

  return (
    <>
      <PageHeader title="Impersonate" />
      {failure ? (
        <ErrorList errors={[failure]} />
      ) : (
        <p role="status">Opening the user's site in a new tab… You will return to the users list shortly.</p>
      )}
    </>
  );
}
