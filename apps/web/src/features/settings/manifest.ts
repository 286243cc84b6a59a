import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';
import { Redirecting } from '../../lib/redirecting';

/** The three settings screens share one loader; the phone-number rules load with Personal only. */
const settingsScreen = async <Screen>(screen: Promise<Screen>) => {
  const [{ settingsLoader }, loaded] = await Promise.all([import('./routes/settings-loader'), screen]);
  return { settingsLoader, loaded };
};

/** Settings (spec 2 §5): personal, e-mail preferences, tracking method; unsubscribing; editing a user. */
export const settingsFeature = defineFeature({
  name: 'settings',
  routes: (queryClient) => ({
    public: [
      {
        path: paths.unsubscribe.path,
        lazy: async () => ({ Component: (await import('./routes/unsubscribe')).UnsubscribeRoute }),
      },
      {
        path: paths.unsubscribe.byPath.path,
        Component: Redirecting,
        lazy: async () => ({ loader: (await import('./routes/unsubscribe')).unsubscribePathLoader }),
      },
    ],
    signedIn: [
      { path: paths.settings.path, Component: Redirecting, loader: () => redirect(paths.settings.personal.href()) },
      {
        path: paths.settings.personal.path,
        lazy: async () => {
          const { settingsLoader, loaded } = await settingsScreen(import('./routes/personal-settings'));
          return { loader: settingsLoader(queryClient), Component: loaded.PersonalSettingsRoute };
        },
      },
      {
        path: paths.settings.email.path,
        lazy: async () => {
          const { settingsLoader, loaded } = await settingsScreen(import('./routes/email-preferences'));
          return { loader: settingsLoader(queryClient), Component: loaded.EmailPreferencesRoute };
        },
      },
      {
        path: paths.settings.tracking.path,
        lazy: async () => {
          const { settingsLoader, loaded } = await settingsScreen(import('./routes/tracking-method'));
          return { loader: settingsLoader(queryClient), Component: loaded.TrackingMethodRoute };
        },
      },
      {
        path: paths.settings.muted.path,
        lazy: async () => {
          const { MutedPeopleRoute, mutedPeopleLoader } = await import('./routes/muted-people');
          return { loader: mutedPeopleLoader(queryClient), Component: MutedPeopleRoute };
        },
      },
      {
        path: paths.profileUpload.path,
        lazy: async () => {
          const { settingsLoader, loaded } = await settingsScreen(import('./routes/profile-upload'));
          return { loader: settingsLoader(queryClient), Component: loaded.ProfileUploadRoute };
        },
      },
      // Administration: a master or coordinator editing someone's account (spec 3).
      {
        path: paths.user.settings.path,
        lazy: async () => {
          const { UserEditRoute, userEditLoader } = await import('./routes/user-edit');
          return { loader: userEditLoader(queryClient), Component: UserEditRoute };
        },
      },
    ],
  }),
  menu: [
    { group: 'settings', order: 1, label: 'Personal', to: () => paths.settings.personal.href(), when: 'settings.view' },
    { group: 'settings', order: 2, label: 'Email Preferences', to: () => paths.settings.email.href(), when: 'settings.view' },
    { group: 'settings', order: 3, label: 'Tracking Method', to: () => paths.settings.tracking.href(), when: 'settings.view' },
  ],
  updateKinds: ['mutes'],
});
