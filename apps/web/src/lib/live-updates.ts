import type { QueryClient } from '@tanstack/react-query';
import { createClient } from 'graphql-ws';
import { requirePosition, type Position, type UpdateKind } from './read-your-writes';

/**
 * docs/api.md "Live updates": the API pushes `{ kind, position }` when a read model that concerns
 * the signed-in user moved (e.g. the badge worker awarded a badge). We refetch that kind's queries
 * at or after the position; `kinds` are the features' update kinds (`app/features.ts`). Spec 1 §9: reconnect after 3 s, unlimited attempts.
 */
export const UPDATES_SUBSCRIPTION = 'subscription { updates { kind position } }';
export const RECONNECT_DELAY_MS = 3_000;

interface UpdatesResult {
  readonly updates?: { readonly kind: string; readonly position: Position } | null;
}

export function liveUpdatesUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/graphql`;
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export function connectLiveUpdates(queryClient: QueryClient, kinds: () => readonly UpdateKind[]): () => void {
  // The kinds known now (the administration features' join once they load); others are ignored.
  const isUpdateKind = (value: string): value is UpdateKind => (kinds() as readonly string[]).includes(value);
  const refetch = (toRefetch: readonly UpdateKind[]) =>
    toRefetch.forEach((kind) => void queryClient.invalidateQueries({ queryKey: [kind] }));

  const client = createClient({
    url: liveUpdatesUrl(),
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: () => wait(RECONNECT_DELAY_MS),
    shouldRetry: () => true,
    on: {
      // Updates pushed while the socket was down are lost: catch up on everything once.
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) refetch(kinds());
      },
    },
  });

  let disposed = false;
  let resubscribeTimer: number | undefined;
  let unsubscribe: (() => void) | undefined;

  const subscribe = () => {
    unsubscribe = client.subscribe<UpdatesResult>(
      { query: UPDATES_SUBSCRIPTION },
      {
        next: ({ data }) => {
          const update = data?.updates;
          if (!update || !isUpdateKind(update.kind)) return;
          requirePosition([update.kind], update.position);
          refetch([update.kind]);
        },
        // The server ended or refused the subscription: try again, as the socket itself does.
        error: () => resubscribeLater(),
        complete: () => resubscribeLater(),
      },
    );
  };

  const resubscribeLater = () => {
    if (disposed) return;
    window.clearTimeout(resubscribeTimer);
    resubscribeTimer = window.setTimeout(subscribe, RECONNECT_DELAY_MS);
  };

  subscribe();
  return () => {
    disposed = true;
    window.clearTimeout(resubscribeTimer);
    unsubscribe?.();
    void client.dispose();
  };
}
