import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** Registration (spec 2 §1): the eligibility check over the welcome page, the registration form. */
export const registrationFeature = defineFeature({
  name: 'registration',
  routes: (queryClient) => ({
    public: [
      {
        path: paths.register.path,
        lazy: async () => {
          const { RegisterRoute, registerLoader } = await import('./routes/register');
          return { loader: registerLoader(queryClient), Component: RegisterRoute };
        },
      },
    ],
    welcome: [
      {
        path: paths.welcome.checkEligibility.path,
        lazy: async () => ({ Component: (await import('./routes/check-eligibility')).CheckEligibilityRoute }),
      },
    ],
  }),
});
