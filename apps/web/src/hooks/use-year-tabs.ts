import { useCurrentSite } from '../lib/current-site';
import { useSignedInUser } from '../lib/current-user';
import { visibleYears } from '../lib/site-years';

export function useYearTabs(): number[] {
  return visibleYears(useCurrentSite(), useSignedInUser().profile.started_on);
}
