import { useParams } from 'react-router';
import { useCurrentSite } from '../lib/current-site';
import { parseSiteYear } from '../lib/site-years';

/** The `:year` of /log, /stats or /badges; the loader already turned a year the site lacks into a 404. */
export function useSiteYearParam(): number | null {
  const { year } = useParams();
  return parseSiteYear(year, useCurrentSite().years);
}
