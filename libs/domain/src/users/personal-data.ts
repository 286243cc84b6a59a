import { FORMER_FIRST_NAME, FORMER_LAST_NAME, type PersonalDataDeclaration } from '../personal-data.js';
import type { UserAddress, UserEmailReservationEvent, UserEvent } from './events.js';

const ofUser = (data: { readonly userId: string }): string => data.userId;
const NO_ADDRESS: UserAddress = { line1: '', line2: '', city: '', stateProvince: '', postalCode: '' };

/**
 * A person's account (docs/personal-data.md): their names, e-mail, birth date, phone, address and
 * identifiers are sealed under their own key. Password hashes and reset-token digests stay in
 * clear: nothing links them to a person once the key is gone, and sign-in needs no key.
 */
export const usersPersonalData = {
  rules: {
    UserRegistered: [
      {
        subject: ofUser,
        fields: {
          email: '',
          firstName: FORMER_FIRST_NAME,
          lastName: FORMER_LAST_NAME,
          birthDate: null,
          phone: null,
          eligibilityIdentifier: null,
          ssoIdentifier: null,
        },
      },
    ],
    UserProfileChanged: [
      { subject: ofUser, fields: { firstName: FORMER_FIRST_NAME, lastName: FORMER_LAST_NAME, address: NO_ADDRESS, phone: null } },
    ],
    // The photo's URLs name the person's files (which the erasure deletes); the URLs themselves read as no photo.
    UserProfilePhotoChanged: [{ subject: ofUser, fields: { image: null } }],
    UserEmailChanged: [{ subject: ofUser, fields: { email: '', previousEmail: '' } }],
    PasswordResetRequested: [{ subject: ofUser, fields: { email: '' } }],
    // Reservation streams: the address is its holder's personal data.
    UserEmailReserved: [{ subject: ofUser, fields: { email: '' } }],
    UserEmailReleased: [{ subject: ofUser, fields: { email: '' } }],
  },
  withoutPersonalData: [
    'UserSignedIn',
    'UserSignedOut',
    'UserErasureRequested',
    'UserErased',
    'ImpersonationStarted',
    'ImpersonationEnded',
    'PasswordResetCompleted',
    'UserPasswordChanged',
    'UserLocationChanged',
    'UserSubscriptionChanged',
    'UserTrackingMethodChosen',
  ],
  erasures: { UserErasureRequested: ofUser },
} as const satisfies PersonalDataDeclaration<UserEvent | UserEmailReservationEvent>;
