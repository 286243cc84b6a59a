import { useContext } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';
import { useYearTabs } from '../../hooks/use-year-tabs';
import { useSignedInUser } from '../../lib/current-user';
import { buildMenu, MenuEntries } from '../layout/menu';

/** /site_map: every active menu entry, in the menu's order (spec 1 §2). */
export function SiteMapRoute() {
  usePageTitle('Site Map');
  const user = useSignedInUser();
  const years = useYearTabs();
  const items = buildMenu({ permissions: user.permissions, years, unread: 0, siteId: user.site_id }, useContext(MenuEntries));
  return (
    <>
      <PageHeader title="Site Map" />
      <div className="site-map">
        {items.map((item) => (
          <section key={item.id} aria-labelledby={`site-map-${item.id}`}>
            <h2 id={`site-map-${item.id}`}>{item.to ? <Link to={item.to}>{item.label}</Link> : item.label}</h2>
            {item.links && (
              <ul>
                {item.links.map((link) => (
                  <li key={link.label}>
                    {link.to ? (
                      <Link to={link.to}>{link.label}</Link>
                    ) : (
                      <span className="site-footer__disabled" aria-disabled="true">
                        {link.label} (not available yet)
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
