import { Inject, Injectable } from '@nestjs/common';
import { AttemptFailures } from '../http/attempt-limiter.js';
import type { CurrentUser } from '../http/current-user.js';
import { countSending } from '../http/sending-limit.js';

/**
 * E-mails one person may cause in 15 minutes: invitations to addresses (and their resends), resent
 * requests and e-mails to friends. Each goes out from the site's address, an invitation to anyone:
 * without a limit one account could use the site to mail a list of strangers.
 */
export const FRIEND_EMAILS_PER_WINDOW = 30;

@Injectable()
export class FriendMailLimit {
  constructor(@Inject(AttemptFailures) private readonly attempts: AttemptFailures) {}

  /** Throws 429 "Too many e-mails. Try again in n minutes." past the limit. */
  async count(user: CurrentUser): Promise<void> {
    await countSending(this.attempts, { scope: 'friend_emails', max: FRIEND_EMAILS_PER_WINDOW, what: 'e-mails' }, user.id);
  }
}
