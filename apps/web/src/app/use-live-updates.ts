import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadedFeatures, updateKindsOf } from './features';

/**
 * Live updates for as long as someone is signed in. The socket client (graphql-ws) is its own
 * chunk, fetched once the shell has rendered: nothing on the first screen waits for it.
 */
export function useLiveUpdates(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/live-updates').then(({ connectLiveUpdates }) => {
      if (!cancelled) disconnect = connectLiveUpdates(queryClient, () => updateKindsOf(loadedFeatures()));
    });
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [signedIn, queryClient]);
}
