import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { currentUserQueryKey, getCurrentUser, type User } from '../../../lib/current-user';
import { stopImpersonating } from '../api/stop-impersonating';
import { paths } from '../../../config/paths';

/** While a master acts as this user: who they are acting as, and the way back. */
export function ImpersonationBanner({ user }: { readonly user: User }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!user.impersonator_id) return null;

  const end = async () => {
    setBusy(true);
    try {
      const { restored, site_id } = await stopImpersonating();
      // Not clear(): that empties the cache behind the screen's back, and the header, menus and this
      // banner kept showing the user acted as until a reload. Who is signed in now is set on the
      // session query, whose observers (shell, header, banner) re-render at once; the rest is dropped.
      const user = await getCurrentUser();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      queryClient.setQueryData(currentUserQueryKey, user);
      await navigate(restored ? paths.site.users.href(site_id) : paths.welcome.href(), { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="impersonation-banner" role="status">
      <span>
        You are acting as <strong>{user.profile.full_name}</strong>. Everything you do is recorded with your name.
      </span>
      <button type="button" className="button button--small" disabled={busy} onClick={() => void end()}>
        End impersonation
      </button>
    </div>
  );
}
