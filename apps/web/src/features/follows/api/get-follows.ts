import { useSuspenseQuery } from '@tanstack/react-query';
import { followsQueryOptions } from '../../../lib/follows';

export const useFollows = (userId: string) => useSuspenseQuery(followsQueryOptions(userId)).data;
