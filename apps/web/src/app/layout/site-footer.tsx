import { Link } from 'react-router';
import { DEFAULT_SITE_NAME, useCurrentSiteOrNull } from '../../lib/current-site';
import { useCurrentUser } from '../../lib/current-user';
import { footerLinks } from './footer-links';

export function SiteFooter() {
  const site = useCurrentSiteOrNull();
  const signedIn = useCurrentUser() !== null;
  const links = footerLinks({ signedIn, flags: site?.flags ?? {} });
  return (
    <footer className="site-footer">
      {links.length > 0 && (
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>{site?.name ?? DEFAULT_SITE_NAME} · powered by Wellway</p>
    </footer>
  );
}
