import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveUpdates } from '../lib/live-updates';

/** Live updates for as long as someone is signed in. */
export function useLiveUpdates(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => (signedIn ? connectLiveUpdates(queryClient) : undefined), [signedIn, queryClient]);
}
