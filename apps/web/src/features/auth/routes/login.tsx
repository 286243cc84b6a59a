import { useNavigate } from 'react-router';
import { ModalDialog } from '../../../components/modal-dialog';
import { useCurrentSiteOrNull } from '../../../lib/current-site';
import { takeReturnTo } from '../../../lib/return-to';
import { LoginForm } from '../components/login-form';
import { paths } from '../../../config/paths';

/** /welcome/login — the login dialog (titled by WelcomeRoute); closing it (Escape, outside click) returns to /welcome. */
export function LoginRoute() {
  const navigate = useNavigate();
  const site = useCurrentSiteOrNull();
  return (
    <ModalDialog open title="Log in" onClose={() => navigate(paths.welcome.href())} className="login-dialog">
      <LoginForm
        siteId={site?.id}
        stayLoggedInByDefault={site?.flags.default_logged_in_checked === true}
        onSignedIn={() => navigate(takeReturnTo() ?? paths.home.href(), { replace: true })}
      />
    </ModalDialog>
  );
}
