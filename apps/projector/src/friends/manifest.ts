import { personalDigests, type PersonalDigests } from '@wellway/domain';
import { loadKeyedHash } from '@wellway/event-store';
import { defineReactor } from '../workers/reactor-manifest.js';
import { FRIENDS_QUEUE, friendReactor, type FriendJob } from './reactor.js';
import { friendProcessor } from './worker.js';

/** Friends: invitation e-mails, invitations claimed at registration, e-mails to a friend. */
export const friendsJobs = defineReactor<FriendJob>({
  queue: FRIENDS_QUEUE,
  concurrency: 4,
  label: 'friend',
  // E-mails are not harmless to repeat: runs of one job take turns, and a sent one is never sent again.
  exclusive: true,
  reactor: (outbox) => friendReactor(outbox),
  processor: ({ db, store, keys, waiter, mail, settings, now, log }) => {
    let digests: Promise<PersonalDigests> | undefined;
    return friendProcessor({
      db,
      store,
      waiter,
      mail,
      digests: () => (digests ??= loadKeyedHash(keys).then(personalDigests)),
      publicUrl: settings.publicUrl,
      now,
      log: (line) => log.info(line),
    });
  },
});
