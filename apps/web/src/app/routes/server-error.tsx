import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';
import { paths } from '../../config/paths';

/** /500 (spec 1 §2): a load error other than 404 lands here, carrying the error. */
export function ServerErrorPage() {
  usePageTitle('Something went wrong');
  const error = useSearchParams()[0].get('error');
  return (
    <div className="message-page" role="alert">
      <PageHeader title="Something went wrong" />
      <p>Something went wrong on our side. Please try again in a moment.</p>
      {error && <p className="message-page__detail">{error}</p>}
      <Link to={paths.root.href()} className="button button--primary">
        Go to the start page
      </Link>
    </div>
  );
}
