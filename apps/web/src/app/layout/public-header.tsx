import { Link } from 'react-router';
import { DEFAULT_SITE_NAME, useCurrentSiteOrNull } from '../../lib/current-site';
import { HighContrastToggle } from './high-contrast-toggle';
import { paths } from '../../config/paths';

export function PublicHeader() {
  const siteName = useCurrentSiteOrNull()?.name ?? DEFAULT_SITE_NAME;
  return (
    <header className="app-header app-header--public">
      <div className="app-header__bar">
        <Link to={paths.root.href()} className="app-header__site">
          {siteName}
        </Link>
        <HighContrastToggle />
      </div>
    </header>
  );
}
