import type { ProjectionProgress } from '@wellway/read-models';

/** Who a live subscription is. */
export interface Listener {
  readonly userId: string;
  readonly siteId: string;
}

/** One open subscription: who it is, and where its updates go. */
export interface Subscriber<U> extends Listener {
  push(update: U): void;
}

/**
 * Every open subscription of this process, indexed by user and by site, so a batch costs the
 * sockets it concerns, not one filter per open socket: a message to a few people touches their
 * few sockets among thousands; a site-wide batch (`userIds: null, siteIds`) its sites' sockets.
 */
export class Subscribers<U> {
  private readonly all = new Set<Subscriber<U>>();
  private readonly byUser = new Map<string, Set<Subscriber<U>>>();
  private readonly bySite = new Map<string, Set<Subscriber<U>>>();

  add(subscriber: Subscriber<U>): () => void {
    this.all.add(subscriber);
    const indexed = [add(this.byUser, subscriber.userId, subscriber), add(this.bySite, subscriber.siteId, subscriber)];
    return () => {
      this.all.delete(subscriber);
      for (const remove of indexed) remove();
    };
  }

  /** Named users' sockets (whatever their site); with none named, the named sites' sockets, or every socket. */
  *concernedBy(progress: ProjectionProgress): Iterable<Subscriber<U>> {
    if (progress.userIds !== null) {
      for (const userId of new Set(progress.userIds)) yield* this.byUser.get(userId) ?? [];
    } else if (progress.siteIds !== undefined) {
      for (const siteId of new Set(progress.siteIds)) yield* this.bySite.get(siteId) ?? [];
    } else {
      yield* this.all;
    }
  }
}

function add<K, U>(index: Map<K, Set<Subscriber<U>>>, key: K, subscriber: Subscriber<U>): () => void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(subscriber);
  return () => {
    set.delete(subscriber);
    if (set.size === 0 && index.get(key) === set) index.delete(key);
  };
}
