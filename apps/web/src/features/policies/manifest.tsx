import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths, type PolicyCategory } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** Spec 1 §2 go.privacy_terms: public, and where required pages are accepted. */
const policyPage = (queryClient: QueryClient, category: PolicyCategory): RouteObject => ({
  path: paths.policy[category].path,
  lazy: () =>
    import('./routes/policy-page').then((route) => ({
      loader: route.policyPageLoader(queryClient, category),
      Component: () => <route.PolicyPageRoute category={category} />,
    })),
});

/** Privacy and terms: the public pages and their editor (site content, kind `content`). */
export const policiesFeature = defineFeature({
  name: 'policies',
  routes: (queryClient) => ({
    public: [policyPage(queryClient, 'privacy'), policyPage(queryClient, 'terms')],
    signedIn: [
      {
        path: paths.policyEditor.path,
        lazy: () =>
          import('./routes/policy-editor').then((route) => ({
            loader: route.policyEditorLoader(queryClient),
            Component: route.PolicyEditorRoute,
          })),
      },
    ],
  }),
  menu: [
    { group: 'site', order: 4, label: 'Privacy and Terms', to: () => paths.policyEditor.href('terms'), when: 'content.manage' },
    { group: 'more', order: 5, label: 'Privacy and Terms', to: () => paths.policy.privacy.href(), when: 'privacy_terms.view' },
  ],
  updateKinds: ['content'],
});
