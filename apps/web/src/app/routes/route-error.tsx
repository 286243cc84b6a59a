import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../lib/api-client';
import { NotFoundPage } from './not-found';
import { paths } from '../../config/paths';

/** Errors thrown while loading or rendering a route. */
export function RouteError() {
  const error = useRouteError();
  // A lost session: the welcome page is on its way (app/session.ts).
  if (isApiError(error) && error.status === 401) return null;
  if ((isRouteErrorResponse(error) || isApiError(error)) && error.status === 404) {
    return <NotFoundPage error={isApiError(error) ? error.message : undefined} />;
  }
  return <ErrorPage message={isApiError(error) ? error.message : SERVER_ERROR_MESSAGE} />;
}

function ErrorPage({ message }: { readonly message: string }) {
  usePageTitle('Something went wrong');
  return (
    <div className="message-page" role="alert">
      <PageHeader title="Something went wrong" />
      <p>{message}</p>
      <div className="message-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to={paths.root.href()} className="button">
          Go to the start page
        </Link>
      </div>
    </div>
  );
}
