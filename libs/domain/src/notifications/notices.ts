import type { DomainEvent } from '../shared/decider.js';

/** The e-mail subscriptions of spec 2 §3 Subscription that a notice may also be e-mailed under. */
export type EmailSubscription = 'email_friend_requests' | 'email_wall_posts' | 'email_team' | 'email_challenges' | 'email_site';

/**
 * A notification an event raises for one person (spec 1 §3 Notification). Declared per
 * capability beside its events (`<capability>Notices`) and assembled in `libs/domain/src/index.ts`:
 * the notifications projection raises them and the mail reactor e-mails them, with no edit
 * to either.
 */
export interface Notice {
  readonly userId: string;
  readonly siteId: string;
  /** Stable key; the notification's type is derived from it (spec 1 §3), e.g. `friend_request_received`. */
  readonly key: string;
  /**
   * Plain text. `{actor}` is replaced when read by the actor's current name, so a notice never
   * copies a person's name into a table (it reads "Former participant" once they are erased).
   */
  readonly message: string;
  /** Whose action raised it, for `{actor}` and the avatar. */
  readonly actorId?: string | null;
  /** In-app path that opens the thing, e.g. `/challenges/active?challenge_id=…`. */
  readonly link: string;
  /** Also e-mailed when the person's subscription has this switched on (and they did not unsubscribe from all). */
  readonly email?: EmailSubscription;
}

type NoticesOf<E extends DomainEvent> = (event: E) => readonly Notice[];

/** A capability's notices: for each of its event types that notifies, who is told what. */
export type NoticeDeclaration<E extends DomainEvent> = {
  readonly [T in E['type']]?: NoticesOf<Extract<E, { type: T }>>;
};

export interface AssembledNotices<E extends DomainEvent = DomainEvent> {
  /** Every event type that raises a notice. */
  readonly eventTypes: readonly E['type'][];
  /** The notices an event raises (none for other types). */
  readonly of: (event: E) => readonly Notice[];
}

/** One lookup from every capability's declaration; a type declared twice is a mistake and throws at start. */
export function assembleNotices<E extends DomainEvent>(declarations: readonly NoticeDeclaration<E>[]): AssembledNotices<E> {
  const byType = new Map<E['type'], NoticesOf<E>>();
  for (const declaration of declarations) {
    for (const [type, noticesOf] of Object.entries(declaration) as [E['type'], NoticesOf<E>][]) {
      if (byType.has(type)) throw new Error(`Notices for ${type} are declared twice`);
      byType.set(type, noticesOf);
    }
  }
  return { eventTypes: [...byType.keys()], of: (event) => byType.get(event.type)?.(event) ?? [] };
}

/** Row id of the `index`th notice of an event: the event's id for the first, so a replay raises nothing twice. */
export const noticeId = (eventId: string, index: number): string => (index === 0 ? eventId : `${eventId}:${index}`);
