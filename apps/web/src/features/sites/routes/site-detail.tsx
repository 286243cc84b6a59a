import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { flagLabel } from '@wellway/domain/sites/flags';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { hasPermission, useSignedInUser } from '../../../lib/current-user';
import { requirePermission } from '../../../lib/route-guards';
import { useSite } from '../api/get-site';
import '../components/sites.css';
import { NOT_BUILT_FLAGS } from '../utils/editable-flags';
import { loadAdministeredSite } from './site-edit';
import { paths } from '../../../config/paths';

export const siteDetailLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'site.edit');
    await loadAdministeredSite(queryClient, params.siteId);
    return null;
  };

const STATE_LABELS = { not_launched: 'Not launched', open: 'Open for opt-in', closed: 'Closed', disabled: 'Disabled' } as const;

/** /site/{siteId}: what exists of the site so far (programs, locations and badges arrive with their features). */
export function SiteDetailRoute() {
  const { siteId = '' } = useParams();
  const site = useSite(siteId);
  const user = useSignedInUser();
  usePageTitle(site.name);
  const on = Object.entries(site.flags)
    .filter(([flag, value]) => value && flag !== 'is_goals_enabled' && !NOT_BUILT_FLAGS.has(flag))
    .map(([flag]) => flagLabel(flag));
  return (
    <>
      <PageHeader title={site.name}>
        <div className="sites-table__actions">
          <Link to={paths.site.edit.href(site.id)} className="button button--primary">
            Edit site
          </Link>
          <Link to={paths.themeEdit.href(site.id)} className="button">
            Edit theme
          </Link>
          {hasPermission(user, 'master.sites') && (
            <Link to={paths.sites.href()} className="button">
              All sites
            </Link>
          )}
        </div>
      </PageHeader>
      <div className="site-detail">
        <section className="card" aria-labelledby="site-about">
          <h2 id="site-about" className="section-title">
            About
          </h2>
          <dl>
            <dt>URLs</dt>
            <dd>{site.urls.join(', ')}</dd>
            <dt>Default URL</dt>
            <dd>{site.default_url}</dd>
            <dt>Years</dt>
            <dd>{site.years.join(', ')}</dd>
            <dt>Time zone</dt>
            <dd>{site.time_zone}</dd>
            <dt>Today there</dt>
            <dd>{site.current_date}</dd>
            <dt>Friend labels</dt>
            <dd>
              {site.friend_label} / {site.friend_label_plural}
            </dd>
            <dt>Coordinators</dt>
            <dd>{site.coordinators || '—'}</dd>
            <dt>Sender</dt>
            <dd>
              {site.from_name} &lt;{site.from_address}&gt;
            </dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="site-availability">
          <h2 id="site-availability" className="section-title">
            Availability
          </h2>
          <dl>
            <dt>State</dt>
            <dd>{STATE_LABELS[site.availability.state]}</dd>
            <dt>Launch on</dt>
            <dd>{site.launch_on ?? '—'}</dd>
            <dt>Registration ends</dt>
            <dd>{site.registration_ends_after ?? '—'}</dd>
            <dt>Disable after</dt>
            <dd>{site.disable_after ?? '—'}</dd>
            <dt>Participant limit</dt>
            <dd>{site.max_participants ?? 'None'}</dd>
            <dt>Registration</dt>
            <dd>{site.availability.registration_frozen ? 'Frozen' : 'Open'}</dd>
            <dt>Pilot password</dt>
            <dd>{site.has_pilot_password ? 'Set' : 'None'}</dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="site-features">
          <h2 id="site-features" className="section-title">
            Features on
          </h2>
          <p>{on.length > 0 ? on.join(', ') : 'None'}</p>
        </section>
        <section className="card" aria-labelledby="site-activities">
          <h2 id="site-activities" className="section-title">
            Exercise activities
          </h2>
          <p>{site.exercise_activities.map((activity) => activity.name).join(', ') || 'None'}</p>
        </section>
        <nav className="card site-detail__manage" aria-labelledby="site-manage">
          <h2 id="site-manage" className="section-title">
            Manage
          </h2>
          <ul className="site-detail__links">
            {hasPermission(user, 'site.programs.manage') && (
              <li>
                <Link to={paths.site.programs.href(site.id)}>Programs</Link>
              </li>
            )}
            {/* The locations screen edits the signed-in person's own site. */}
            {site.id === user.site_id && hasPermission(user, 'site.locations.manage') && (
              <li>
                <Link to={paths.locations.href()}>Locations</Link>
              </li>
            )}
            {hasPermission(user, 'coordinator.eop') && (
              <li>
                <Link to={paths.site.eop.href(site.id)}>End-of-program report</Link>
              </li>
            )}
            {hasPermission(user, 'users.view') && (
              <li>
                <Link to={paths.site.users.href(site.id)}>Users</Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </>
  );
}
