import type { QueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Megaphone } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { Field } from '../../../components/form/field';
import { LocationSelect } from '../../../components/location-select';
import { PageHeader } from '../../../components/page-header';
import { StatusMessage } from '../../../components/status-message';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { useCurrentSite } from '../../../lib/current-site';
import { useSignedInUser } from '../../../lib/current-user';
import { formatNotificationTime } from '../../../lib/format';
import { requirePermission } from '../../../lib/route-guards';
import { locationPath, siteLocationsQueryOptions, useSiteLocations, type SiteLocation } from '../../../lib/site-locations';
import { ANNOUNCEMENTS_PAGE_SIZE, announcementsQueryOptions, useAnnouncements, type Announcement } from '../api/get-announcements';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useSendAnnouncement } from '../api/send-announcement';
import { deletableBy } from '../utils/reach';
import '../components/announcements.css';

const PERMISSION = 'coordinator.send_notification';
/** Spec 3 §5/§8/§9. */
const MESSAGE_NEEDED = 'Oops, a message is needed.';
const COULD_NOT_SEND = 'Could not send notification.';

/** /dashboard/notifications?site_id= (the user's own site by default; masters may name another). */
export const announcementsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, PERMISSION);
    const siteId = new URL(request.url).searchParams.get('site_id') ?? user.site_id;
    await Promise.all([
      queryClient.ensureQueryData(announcementsQueryOptions(siteId, ANNOUNCEMENTS_PAGE_SIZE)),
      queryClient.ensureQueryData(siteLocationsQueryOptions(siteId)),
    ]);
    return null;
  };

export function AnnouncementsRoute() {
  usePageTitle('Send Notification');
  const user = useSignedInUser();
  const siteId = useSearchParams()[0].get('site_id') ?? user.site_id;
  return (
    <>
      <PageHeader title="Send Notification" />
      <div className="announcements">
        <SendForm siteId={siteId} regional={user.role === 'regional_coordinator'} ownLocationId={user.location_id} />
        <PreviousAnnouncements siteId={siteId} regional={user.role === 'regional_coordinator'} ownLocationId={user.location_id} />
      </div>
    </>
  );
}

/** A regional coordinator's choices: their own top-level location only, pre-selected (spec 3 §5). */
function choicesFor(locations: readonly SiteLocation[], regional: boolean, ownLocationId: string | null) {
  if (!regional) return { choices: locations, start: [] as string[] };
  const top = locationPath(locations, ownLocationId)[0];
  const own = locations.filter((location) => location.id === top);
  return { choices: own, start: top ? [top] : [] };
}

function SendForm({ siteId, regional, ownLocationId }: { siteId: string; regional: boolean; ownLocationId: string | null }) {
  const site = useCurrentSite();
  const locations = useSiteLocations(siteId, true);
  const { choices, start } = choicesFor(locations, regional, ownLocationId);
  const [message, setMessage] = useState('');
  const [target, setTarget] = useState<'all' | 'location'>(regional ? 'location' : 'all');
  const [path, setPath] = useState<string[]>(start);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [announcement, announce] = useAnnouncement();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const send = useSendAnnouncement();
  const chosen = target === 'location' ? (path.at(-1) ?? null) : null;
  const chosenName = chosen ? nameOf(locations, chosen) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '') {
      setError(MESSAGE_NEEDED);
      messageRef.current?.focus();
      return;
    }
    if (target === 'location' && chosen === null) {
      setError('Choose a location.');
      return;
    }
    setError(null);
    send.reset();
    setConfirming(true);
  };
  const confirm = () =>
    send.mutate(
      { siteId, message, locationId: chosen },
      {
        onSuccess: () => {
          setConfirming(false);
          setMessage('');
          announce('Notification sent.');
        },
      },
    );
  const sendErrors = send.error ? (isApiError(send.error) ? send.error.errors : [COULD_NOT_SEND]) : [];

  return (
    <section className="card announcements__form" aria-labelledby="send-notification-title">
      <h2 id="send-notification-title" className="section-title">
        New notification
      </h2>
      <form onSubmit={submit} noValidate>
        <Field
          label="Message"
          required
          error={error === MESSAGE_NEEDED ? error : undefined}
          hint="Plain text, shown to participants as written."
        >
          {(control) => (
            <textarea
              {...control}
              ref={messageRef}
              className="input"
              rows={4}
              maxLength={1000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </Field>
        <fieldset className="field">
          <legend className="field__label">Send to</legend>
          {!regional && (
            <label className="checkbox">
              <input type="radio" name="target" checked={target === 'all'} onChange={() => setTarget('all')} />
              <span>All participants</span>
            </label>
          )}
          <label className="checkbox">
            <input type="radio" name="target" checked={target === 'location'} onChange={() => setTarget('location')} />
            <span>Participants in a location</span>
          </label>
        </fieldset>
        {target === 'location' && (
          <LocationSelect
            locations={choices}
            path={path}
            onChange={setPath}
            labels={site.location_labels ?? []}
            error={error === 'Choose a location.' ? error : null}
            idPrefix="announcement-location"
          />
        )}
        <button type="submit" className="button button--primary">
          Send
        </button>
        <StatusMessage message={announcement} />
      </form>
      <ConfirmDialog
        open={confirming}
        title="Send notification"
        confirmLabel="Send"
        busy={send.isPending}
        errors={sendErrors}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {chosenName ? `Send this message to all participants in ${chosenName}?` : 'Send this message to all participants?'}
      </ConfirmDialog>
    </section>
  );
}

function nameOf(locations: readonly SiteLocation[], id: string): string | null {
  for (const location of locations) {
    if (location.id === id) return location.name;
    const inner = nameOf(location.children, id);
    if (inner) return inner;
  }
  return null;
}

interface PreviousAnnouncementsProps {
  readonly siteId: string;
  readonly regional: boolean;
  readonly ownLocationId: string | null;
}

function PreviousAnnouncements({ siteId, regional, ownLocationId }: PreviousAnnouncementsProps) {
  const [pageSize, setPageSize] = useState(ANNOUNCEMENTS_PAGE_SIZE);
  // A regional coordinator is offered Delete only where the API allows it (their own region).
  const mayDelete = deletableBy(useSiteLocations(siteId, true), regional, ownLocationId);
  const { data, isFetching } = useAnnouncements(siteId, pageSize);
  const [removing, setRemoving] = useState<Announcement | null>(null);
  const [announcement, announce] = useAnnouncement();
  const deletion = useDeleteAnnouncement();
  const items = data?.announcements ?? [];

  const remove = () => {
    if (!removing) return;
    deletion.mutate(
      { siteId, id: removing.id },
      {
        onSuccess: () => {
          setRemoving(null);
          announce('Notification deleted.');
        },
      },
    );
  };

  return (
    <section className="card announcements__list" aria-labelledby="previous-notifications-title" aria-busy={isFetching}>
      <h2 id="previous-notifications-title" className="section-title">
        Previous notifications
      </h2>
      <StatusMessage message={announcement} />
      {items.length === 0 ? (
        <EmptyState icon={<Megaphone className="icon icon--lg" />} title="No notifications sent yet.">
          Notifications you send appear here.
        </EmptyState>
      ) : (
        <ul className="announcement-items">
          {items.map((item) => (
            <li key={item.id} className="announcement-item">
              <div className="announcement-item__text">
                <p className="announcement-item__message">{item.message}</p>
                <p className="announcement-item__meta">
                  {item.location_name ?? 'All participants'} ·{' '}
                  <time dateTime={item.created_at}>{formatNotificationTime(item.created_at)}</time>
                </p>
              </div>
              {mayDelete(item) && (
                <button type="button" className="button button--small button--quiet" onClick={() => setRemoving(item)}>
                  Delete<span className="visually-hidden">: {item.message}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && data.total > items.length && (
        <button type="button" className="button" onClick={() => setPageSize((size) => size + ANNOUNCEMENTS_PAGE_SIZE)}>
          Show more
        </button>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Delete notification"
        confirmLabel="Delete"
        busy={deletion.isPending}
        errors={deletion.error ? (isApiError(deletion.error) ? deletion.error.errors : ['Could not delete the notification.']) : []}
        onConfirm={remove}
        onCancel={() => {
          setRemoving(null);
          deletion.reset();
        }}
      >
        Delete this message for all participants?
      </ConfirmDialog>
    </section>
  );
}
