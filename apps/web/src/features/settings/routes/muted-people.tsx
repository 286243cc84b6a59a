import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { EmptyState } from '../../../components/empty-state';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { mutesQueryOptions, useMuteToggle } from '../../../lib/mutes';
import { requireUser } from '../../../lib/route-guards';
import { SettingsTabs } from '../components/settings-tabs';
import '../components/settings.css';

export const mutedPeopleLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireUser(queryClient, request);
    await queryClient.ensureQueryData(mutesQueryOptions());
    return null;
  };

/** /settings/muted: whom I muted (their posts, comments and notices do not reach me), each with Unmute. */
export function MutedPeopleRoute() {
  usePageTitle('Muted People');
  const { data: mutes = [] } = useQuery(mutesQueryOptions());
  const toggle = useMuteToggle();

  return (
    <>
      <PageHeader title="Muted People" />
      <SettingsTabs />
      <section className="card" aria-labelledby="muted-title" aria-busy={toggle.isPending}>
        <h2 id="muted-title" className="section-title">
          People I muted ({mutes.length})
        </h2>
        <p className="muted-people__about">
          Their posts, comments and notifications do not reach you, and their messages do not count as new. They are not told.
        </p>
        {toggle.error && <ErrorList errors={isApiError(toggle.error) ? toggle.error.errors : ['Could not unmute.']} />}
        {mutes.length === 0 ? (
          <EmptyState title="You have not muted anyone." />
        ) : (
          <ul className="muted-people" aria-label="People I muted">
            {mutes.map((muted) => (
              <li key={muted.id} className="muted-people__entry">
                <Avatar name={muted.profile.full_name} imageUrl={muted.profile.image.url} />
                <span className="muted-people__name">{muted.profile.full_name}</span>
                <button
                  type="button"
                  className="button button--small button--quiet"
                  aria-label={`Unmute ${muted.profile.full_name}`}
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ userId: muted.id, muted: true })}
                >
                  Unmute
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
