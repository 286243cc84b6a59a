import { DEFAULT_SITE_NAME, useCurrentSiteOrNull } from '../../lib/current-site';

export function SiteFooter() {
  const siteName = useCurrentSiteOrNull()?.name ?? DEFAULT_SITE_NAME;
  return (
    <footer className="site-footer">
      <p>
        {siteName} · powered by Wellway
      </p>
    </footer>
  );
}
