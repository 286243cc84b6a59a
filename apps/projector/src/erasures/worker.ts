import { UnrecoverableError, type Job } from 'bullmq';
import {
  deterministicId,
  eligibility,
  eligibilityStream,
  emailReservations,
  userStream,
  users,
  type UserEmailReserved,
  type UserErasureRequested,
} from '@wellway/domain';
import { aggregateStream, handleCommand, metadataFor, type EventStore, type KeyStore } from '@wellway/event-store';
import { personFilesPrefix, type FileStorage } from '@wellway/storage';
import type { ErasureJob } from './reactor.js';

export interface ErasureWorkerDeps {
  readonly store: EventStore;
  readonly keys: KeyStore;
  readonly now: () => Date;
  /** Where uploads live (the API's storage): the person's files are deleted. */
  readonly files: FileStorage;
}

export interface ErasureResult {
  /** False when an earlier run of the job had recorded it already. */
  readonly recorded: boolean;
}

/** Each step's event id comes from the request's: a retried job cannot append one twice. */
const erasureStepEventId = (step: 'email' | 'eligibility' | 'erased', requestEventId: string): string =>
  deterministicId(`erasure-${step}`, requestEventId);

/**
 * The erasure saga's third step, safe to repeat (BullMQ retries it with backoff): releases the
 * person's e-mail reservation and eligibility record, destroys their key, deletes their stored
 * files (photos, uploads: every file is kept under its owner), then records UserErased.
 * The releases come first, while their data can still be read; a run after the key is gone finds
 * them done (each appends only where the person still holds it). A crash between the key's
 * destruction and the record leaves the request in the log, and the retry records it.
 */
export function erasureProcessor(deps: ErasureWorkerDeps) {
  return async (job: Job<ErasureJob>): Promise<ErasureResult> => {
    const { eventId, userId, siteId } = job.data;
    const account = await aggregateStream(deps.store, userStream(userId), users.userDecider);
    const request = account.events.find((event) => event.id === eventId);
    if (!request || request.type !== 'UserErasureRequested')
      throw new UnrecoverableError(`no erasure request ${eventId} in ${userStream(userId)}`);
    if (account.state.erasure === 'done') return { recorded: false };
    const data = request.data as UserErasureRequested['data'];
    const metadata = metadataFor({ actor: null, siteId, correlationId: `erasure-${eventId}`, causationId: eventId });

    if (!(await deps.keys.isErased(userId))) {
      await releaseEmail(deps.store, data, eventId, metadata);
      if (data.eligibilityId !== null) {
        await handleCommand({
          store: deps.store,
          stream: eligibilityStream(data.eligibilityId),
          decider: eligibility.eligibilityDecider,
          command: { type: 'ReleaseEligibilityClaim', userId },
          eventId: () => erasureStepEventId('eligibility', eventId),
          metadata,
        });
      }
      await deps.keys.destroy(userId);
    }
    // Outside the step above, so a retry after a crash past the key's destruction still deletes them (idempotent).
    await deps.files.deleteUnder(personFilesPrefix(userId));

    await handleCommand({
      store: deps.store,
      stream: userStream(userId),
      decider: users.userDecider,
      command: { type: 'RecordErasure', userId, erasedAt: deps.now().toISOString() },
      eventId: () => erasureStepEventId('erased', eventId),
      metadata,
    });
    return { recorded: true };
  };
}

/** Releases the reservation the person holds (only theirs: someone else's, or a released one, changes nothing). */
async function releaseEmail(
  store: EventStore,
  data: UserErasureRequested['data'],
  eventId: string,
  metadata: ReturnType<typeof metadataFor>,
): Promise<void> {
  const reservation = await aggregateStream(store, data.emailReservationStream, emailReservations.emailReservationDecider);
  if (reservation.state.holder !== data.userId) return;
  const reserved = reservation.events.findLast((event) => event.type === 'UserEmailReserved');
  const { email } = reserved?.data as UserEmailReserved['data'];
  await handleCommand({
    store,
    stream: data.emailReservationStream,
    decider: emailReservations.emailReservationDecider,
    command: { type: 'ReleaseUserEmail', siteId: data.siteId, email, userId: data.userId },
    eventId: () => erasureStepEventId('email', eventId),
    metadata,
  });
}
