import { emailReservations, userEmailReservationStream, type PersonalDigests } from '@wellway/domain';
import { handleCommand, type EventMetadata, type EventStore } from '@wellway/event-store';

/** Reserves (a new stream, 'no_stream') or releases a site's e-mail address for a user (registration, settings). */
export function emailReservation(
  store: EventStore,
  digests: PersonalDigests,
  type: 'ReserveUserEmail' | 'ReleaseUserEmail',
  siteId: string,
  email: string,
  userId: string,
  metadata: EventMetadata,
) {
  return handleCommand({
    store,
    stream: userEmailReservationStream(siteId, digests.email(email)),
    decider: emailReservations.emailReservationDecider,
    command: { type, siteId, email, userId },
    assumeNewStream: type === 'ReserveUserEmail',
    metadata,
  });
}
