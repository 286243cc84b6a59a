import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';
import { useCurrentUser } from '../../lib/current-user';
import { paths } from '../../config/paths';

interface NotFoundPageProps {
  /** Spec 1 §2: a route-change error lands here carrying the error. */
  readonly error?: string;
}

/** /404 */
export function NotFoundPage({ error }: NotFoundPageProps) {
  usePageTitle('Page not found');
  const signedIn = useCurrentUser() !== null;
  return (
    <div className="message-page">
      <PageHeader title="Page not found" />
      <p>We couldn't find that page. It may have moved, or the link may be wrong.</p>
      {error && <p className="message-page__detail">{error}</p>}
      <Link to={signedIn ? paths.home.href() : paths.welcome.href()} className="button button--primary">
        {signedIn ? 'Go to Home' : 'Go to the welcome page'}
      </Link>
    </div>
  );
}
