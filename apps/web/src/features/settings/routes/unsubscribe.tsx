import { useEffect, useRef } from 'react';
import { Link, redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCurrentSiteOrNull } from '../../../lib/current-site';
import { useUnsubscribe } from '../api/unsubscribe';
import { paths } from '../../../config/paths';

export const UNSUBSCRIBE_FAILED = 'A failure occurred while trying to unsubscribe.';

/** /unsubscribe/{email} is rewritten to the query form (spec 2 §2), keeping the link's token. */
export const unsubscribePathLoader = ({ params, request }: LoaderFunctionArgs) => {
  const rest = new URL(request.url).searchParams;
  rest.delete('email');
  const more = rest.toString();
  return redirect(`${paths.unsubscribe.href(params.email ?? '')}${more ? `&${more}` : ''}`);
};

/** /unsubscribe?email&site_id&token — the link in e-mails unsubscribes at once (spec 2 §5); the API checks its token. */
export function UnsubscribeRoute() {
  usePageTitle('Unsubscribe');
  const [search] = useSearchParams();
  const email = search.get('email')?.trim() ?? '';
  const token = search.get('token') ?? '';
  const site = useCurrentSiteOrNull();
  const siteId = search.get('site_id') ?? site?.id;
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !email || !siteId) return;
    sent.current = true;
    unsubscribe.mutate({ email, siteId, token });
  }, [email, siteId, token, unsubscribe]);

  return (
    <div className="message-page">
      <PageHeader title="Unsubscribe" />
      {!email ? (
        <p>Use the unsubscribe link of one of our e-mails to stop receiving them.</p>
      ) : unsubscribe.isError ? (
        <ErrorList errors={[UNSUBSCRIBE_FAILED]} />
      ) : unsubscribe.isSuccess ? (
        <p role="status" className="status-message">
          {email} will no longer receive e-mails from us. You can subscribe again under Settings, Email Preferences.
        </p>
      ) : (
        <p role="status">Unsubscribing {email}…</p>
      )}
      <p>
        <Link to={paths.root.href()}>Go to the home page</Link>
      </p>
    </div>
  );
}
