import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-router';
import { registrationMessages } from '@wellway/domain/users/registration';
import { ErrorList } from '../../../components/error-list';
import { LocationSelect } from '../../../components/location-select';
import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import type { Site } from '../../../lib/current-site';
import type { User } from '../../../lib/current-user';
import type { SiteLocation } from '../../../lib/site-locations';
import { accountQueryOptions } from '../api/get-account';
import { unchangedSettings, useSavePersonalSettings } from '../api/save-personal-settings';
import { paths } from '../../../config/paths';

interface LocationPromptDialogProps {
  readonly user: User;
  readonly site: Site | null;
  readonly locations: readonly SiteLocation[];
  readonly open: boolean;
}

/**
 * The dialog of PromptLocation (./prompt-location.tsx), loaded only for someone it asks: choose a
 * location, or sign out. It cannot be dismissed.
 */
export function LocationPromptDialog({ user, site, locations, open }: LocationPromptDialogProps) {
  const account = useQuery({ ...accountQueryOptions(), enabled: open }).data;
  const save = useSavePersonalSettings(user.id);
  const [path, setPath] = useState<string[]>([]);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const locationId = path.at(-1) ?? null;

  const submit = () => {
    if (!account || save.isPending) return;
    if (locationId === null) {
      setErrors([registrationMessages.locationRequired]);
      return;
    }
    setErrors([]);
    save.mutate(
      { ...unchangedSettings(account), location_id: locationId },
      {
        onError: (failure) => setErrors(isApiError(failure) ? failure.errors : [SERVER_ERROR_MESSAGE]),
      },
    );
  };

  return (
    <ModalDialog
      open={open}
      title="Location Required"
      onClose={() => undefined}
      closeOnBackdrop={false}
      actions={
        <>
          {/* The only way out besides choosing: someone who does not know their location can leave. */}
          <Form method="post" action={paths.logout.href()}>
            <button type="submit" className="button">
              Sign out
            </button>
          </Form>
          <button type="button" className="button button--primary" onClick={submit} aria-disabled={!account || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </>
      }
    >
      <p>We need to know where you work: choose your location to go on using the site.</p>
      {errors.length > 0 && <ErrorList errors={errors} />}
      <LocationSelect
        locations={locations}
        path={path}
        onChange={setPath}
        labels={site?.location_labels ?? []}
        idPrefix="prompt-location"
      />
    </ModalDialog>
  );
}
