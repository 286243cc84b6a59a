import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** Registration (spec 2 §1): the eligibility check over the welcome page, the registration form. */
export const registrationFeature = defineFeature({
  name: 'registration',
  routes: (queryClient) => ({
    public: [
      {
        path: paths.register.path,
        lazy: () =>
          import('./routes/register').then((route) => ({ loader: route.registerLoader(queryClient), Component: route.RegisterRoute })),
      },
    ],
    welcome: [
      {
        path: paths.welcome.checkEligibility.path,
        lazy: () => import('./routes/check-eligibility').then((route) => ({ Component: route.CheckEligibilityRoute })),
      },
    ],
  }),
});
