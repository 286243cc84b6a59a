import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCurrentSite } from '../../../lib/current-site';
import { useAccount } from '../api/get-account';
import { useSavePersonalSettings } from '../api/save-personal-settings';
import { DeleteAccount } from '../components/delete-account';
import { PersonalForm } from '../components/personal-form';
import { ProfilePhoto } from '../components/profile-photo';
import { DataExportSection } from '../components/data-export-section';
import { SettingsTabs } from '../components/settings-tabs';

/** /settings/personal — profile, e-mail, password, location, address, SMS and time zone (spec 2 §2). */
export function PersonalSettingsRoute() {
  usePageTitle('Personal');
  const account = useAccount();
  const site = useCurrentSite();
  const save = useSavePersonalSettings(account.id);
  return (
    <>
      <PageHeader title="Personal" />
      <SettingsTabs />
      <ProfilePhoto account={account} />
      <PersonalForm account={account} site={site} save={save} />
      <DataExportSection impersonated={Boolean(account.impersonator_id)} />
      <DeleteAccount />
    </>
  );
}
