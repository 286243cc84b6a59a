import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { currentUserQueryKey } from '../../../lib/current-user';
import { claimAuthKey } from '../api/claim-auth-key';
import { takeImpersonationCookie } from '../utils/impersonation-cookie';
import { COULD_NOT_IMPERSONATE } from './impersonate';
import { paths } from '../../../config/paths';

/** Only a path on this site may follow (no open redirect). */
const localPath = (value: string | null) => (value && /^\/(?![/\\])/.test(value) ? value : paths.root.href());

/**
 * /users/impersonate: the user's site takes the one-time key — from the shared cookie
 * (impersonate_id) or the SSO answer's URL (auth_key) — and becomes that user's session.
 */
export function ClaimImpersonationRoute() {
  usePageTitle('Signing in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const key = params.get('auth_key') ?? takeImpersonationCookie(params.get('impersonate_id'))?.auth_key;
    if (!key) {
      setFailed(true);
      return;
    }
    claimAuthKey(key).then(
      (user) => {
        queryClient.clear();
        queryClient.setQueryData(currentUserQueryKey, user);
        void navigate(localPath(params.get('url')), { replace: true });
      },
      () => setFailed(true),
    );
  }, [params, navigate, queryClient]);

  return (
    <div className="message-page">
      <PageHeader title="Signing in" />
      {failed ? <ErrorList errors={[COULD_NOT_IMPERSONATE]} /> : <p role="status">Signing in…</p>}
    </div>
  );
}
