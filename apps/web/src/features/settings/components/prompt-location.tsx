import { lazy, Suspense, useState } from 'react';
import type { Site } from '../../../lib/current-site';
import type { User } from '../../../lib/current-user';
import { locationPath, useSiteLocations } from '../../../lib/site-locations';

// Most people never see it: the dialog's code (location picker, account save) loads when it opens.
const LocationPromptDialog = lazy(async () => ({ default: (await import('./location-prompt-dialog')).LocationPromptDialog }));

interface PromptLocationProps {
  readonly user: User;
  readonly site: Site | null;
}

/**
 * Spec 1 prompt-location (spec 2 "Missing location"): a participant without a location, on a site
 * that shows locations, cannot use the site until they choose one. The dialog cannot be dismissed.
 */
export function PromptLocation({ user, site }: PromptLocationProps) {
  const asked = site?.flags.is_location_displayed === true && user.role === 'user';
  const locations = useSiteLocations(site?.id ?? '', asked);
  // No location, or one since deleted from the site's tree.
  const open = asked && locations.length > 0 && locationPath(locations, user.location_id).length === 0;
  // Once opened, the dialog stays mounted so that it closes (and hands focus back) as a dialog does.
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LocationPromptDialog user={user} site={site} locations={locations} open={open} />
    </Suspense>
  );
}
