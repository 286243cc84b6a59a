import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../lib/current-user';
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
      queryClient.clear();
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
