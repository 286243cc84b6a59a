import { useEffect } from 'react';
import { DEFAULT_SITE_NAME, useCurrentSiteOrNull } from '../lib/current-site';

/** Spec 1 §1: the document title is "<site name> | <page title>". */
export function usePageTitle(title: string): void {
  const siteName = useCurrentSiteOrNull()?.name ?? DEFAULT_SITE_NAME;
  useEffect(() => {
    document.title = `${siteName} | ${title}`;
  }, [siteName, title]);
}
