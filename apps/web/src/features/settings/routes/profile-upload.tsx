import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useAccount } from '../api/get-account';
import { ProfilePhoto } from '../components/profile-photo';

/** /profileupload (spec 1 §2 go.u.profileupload, title Upload Image): the profile photo alone. */
export function ProfileUploadRoute() {
  usePageTitle('Upload Image');
  const account = useAccount();
  return (
    <>
      <PageHeader title="Upload Image" />
      <ProfilePhoto account={account} />
    </>
  );
}
