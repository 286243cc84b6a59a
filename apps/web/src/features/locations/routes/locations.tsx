import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '@wellway/domain/users/permissions';
import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatusMessage } from '../../../components/status-message';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSignedInUser } from '../../../lib/current-user';
import { requirePermission } from '../../../lib/route-guards';
import { locationsQueryOptions, useLocations, type Location } from '../api/get-locations';
import { AddLocationForm } from '../components/add-location-form';
import { DeleteLocationDialog } from '../components/delete-location-dialog';
import { LocationTree } from '../components/location-tree';
import { UploadLocations } from '../components/upload-locations';
import '../components/locations.css';

export const MANAGE_LOCATIONS_PERMISSION: Permission = 'site.locations.manage';

export const locationsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, MANAGE_LOCATIONS_PERMISSION);
    await queryClient.fetchQuery(locationsQueryOptions(user.site_id));
    return null;
  };

/** /locations — spec 1 §2: the site's tree (three levels), reorder, move, delete, bulk upload. */
export function LocationsRoute() {
  usePageTitle('Locations');
  const user = useSignedInUser();
  const siteId = user.site_id;
  const tree = useLocations(siteId);
  const [message, announce] = useAnnouncement();
  const [deleting, setDeleting] = useState<Location | null>(null);

  return (
    <div className="locations">
      <PageHeader title="Locations">
        <p className="page-header__lead">Up to three levels. Participants choose their location from this list.</p>
      </PageHeader>
      <StatusMessage message={message} />
      <AddLocationForm siteId={siteId} tree={tree} onAdded={announce} />
      <LocationTree siteId={siteId} tree={tree} onDelete={setDeleting} announce={announce} />
      <UploadLocations siteId={siteId} onUploaded={announce} />
      <DeleteLocationDialog
        siteId={siteId}
        location={deleting}
        onClose={(closedWith) => {
          setDeleting(null);
          if (closedWith) announce(closedWith);
        }}
      />
    </div>
  );
}
