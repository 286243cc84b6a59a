import { UnrecoverableError, type Job } from 'bullmq';
import type { Kysely } from 'kysely';
import { userGoals, userGoalsStream, userStream, users, type GoalShared } from '@wellway/domain';
import { aggregateStream, type EventStore } from '@wellway/event-store';
import { findSiteById, findUserById, type Database } from '@wellway/read-models';
import type { MailTransport } from '../mail/transport.js';
import type { GoalShareJob } from './reactor.js';

export interface GoalShareWorkerDeps {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  readonly mail: MailTransport;
  readonly publicUrl: string;
  readonly log?: (line: string) => void;
}

export type GoalShareResult = { readonly sent: true; readonly messageId: string } | { readonly sent: false; readonly reason: string };

/**
 * Sends one shared goal to the addresses its person typed. A person erased since (their sealed
 * addresses read as none) or a goal deleted since is sent nothing.
 */
export function goalShareProcessor(deps: GoalShareWorkerDeps) {
  return async (job: Job<GoalShareJob>): Promise<GoalShareResult> => {
    const { eventId, userId, siteId } = job.data;
    const person = await aggregateStream(deps.store, userStream(userId), users.userDecider);
    if (person.state.erasure !== 'none') return { sent: false, reason: 'erased' };
    const { events, state } = await aggregateStream(deps.store, userGoalsStream(userId), userGoals.userGoalsDecider);
    const shared = events.find((event) => event.id === eventId);
    if (!shared || shared.type !== 'GoalShared') throw new UnrecoverableError(`no goal share ${eventId} in ${userGoalsStream(userId)}`);
    const data = shared.data as GoalShared['data'];
    const goal = state.goals.get(data.goalId);
    if (!goal) return { sent: false, reason: 'goal deleted' };
    if (data.recipients.length === 0) return { sent: false, reason: 'no recipients' };

    const site = await findSiteById(deps.db, siteId);
    if (!site) throw new Error(`site ${siteId} is not in the read model yet`);
    const sender = await findUserById(deps.db, userId);
    const name = sender ? `${sender.first_name} ${sender.last_name}`.trim() : 'A colleague';
    const title = goal.content.title || goal.content.description;
    const info = await deps.mail.transporter.sendMail({
      from: { name: site.settings.fromName, address: site.settings.fromAddress },
      to: [...data.recipients],
      subject: `${name} completed a goal: ${title}`,
      text: [
        data.message,
        data.message ? '' : null,
        `${name} completed this goal on ${site.name}:`,
        '',
        title,
        goal.content.description && goal.content.description !== title ? goal.content.description : null,
        '',
        `Set a goal of your own: ${deps.publicUrl.replace(/\/+$/, '')}/goals/active/choose`,
      ]
        .filter((line) => line !== null)
        .join('\n'),
    });
    if (deps.mail.kind === 'log') deps.log?.(`mail (no SMTP_URL set): goal shared by user ${userId} (share ${data.shareId})`);
    return { sent: true, messageId: String(info.messageId) };
  };
}
