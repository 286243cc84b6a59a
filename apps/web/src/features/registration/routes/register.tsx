import { useQuery, type QueryClient } from '@tanstack/react-query';
import { redirect, useNavigate } from 'react-router';
import { defaultSiteSettings } from '@wellway/domain/sites/settings';
import { registrationClosedMessage } from '@wellway/domain/users/registration';
import { usePageTitle } from '../../../hooks/use-page-title';
import { currentSiteQueryOptions, type Site } from '../../../lib/current-site';
import { currentUserQueryOptions } from '../../../lib/current-user';
import { siteLocationsQueryOptions } from '../../../lib/site-locations';
import { RegistrationForm } from '../components/registration-form';
import { forgetRegistration, keptEmail, storedEligibility } from '../utils/registration-storage';
import '../components/registration.css';
import { paths } from '../../../config/paths';

/** The site fields registration reads beyond the shared Site (spec 2 §3 Site fields). */
interface RegistrationSite extends Site {
  readonly closed_message?: string | null;
  readonly closed_max_message?: string | null;
  readonly location_labels?: readonly string[];
}

const showsLocations = (site: Site) => site.flags.is_location_displayed === true;

/**
 * /register (spec 2 §2, §4): home when signed in; frozen registration shows the site's message;
 * open registration on a site that requires eligibility starts with the eligibility check.
 */
export const registerLoader = (queryClient: QueryClient) => async () => {
  if (await queryClient.ensureQueryData(currentUserQueryOptions())) throw redirect(paths.home.href());
  const site = await queryClient.ensureQueryData(currentSiteQueryOptions());
  const frozen = site.availability.registration_frozen;
  if (!frozen && site.flags.is_eligibility_displayed === true && storedEligibility() === null)
    throw redirect(paths.welcome.checkEligibility.href());
  if (!frozen && showsLocations(site)) await queryClient.prefetchQuery(siteLocationsQueryOptions(site.id));
  return null;
};

export function RegisterRoute() {
  usePageTitle('Create an Account');
  const navigate = useNavigate();
  const site = useQuery(currentSiteQueryOptions()).data as RegistrationSite | undefined;
  const locations =
    useQuery({ ...siteLocationsQueryOptions(site?.id ?? ''), enabled: site !== undefined && showsLocations(site) }).data ?? [];
  if (!site) return null;
  const closed = registrationClosedMessage(site.availability, {
    closedMessage: site.closed_message ?? null,
    closedMaxMessage: site.closed_max_message ?? null,
  });
  const defaults = defaultSiteSettings();
  const eligibility = site.flags.is_eligibility_displayed === true ? storedEligibility() : null;
  return (
    <section className="registration panel" aria-labelledby="register-title">
      <h1 id="register-title" className="registration__title" tabIndex={-1}>
        Create an Account
      </h1>
      {closed ? (
        <p className="notice registration__closed" role="status">
          {closed}
        </p>
      ) : (
        <RegistrationForm
          rules={{
            siteId: site.id,
            today: site.current_date,
            passwordRegularExpression: site.password_regular_expression_string ?? defaults.passwordRegularExpression,
            passwordHelpMessage: site.password_help_message ?? defaults.passwordHelpMessage,
            locations: showsLocations(site) ? locations : [],
            locationLabels: site.location_labels ?? [],
            askBirthDate: site.flags.is_birth_date_eligibility_displayed === true,
            smsEnabled: site.flags.is_sms_enabled === true,
          }}
          eligibility={eligibility}
          initialEmail={keptEmail()}
          onRegistered={() => {
            forgetRegistration();
            navigate(paths.home.href(), { replace: true });
          }}
        />
      )}
    </section>
  );
}
