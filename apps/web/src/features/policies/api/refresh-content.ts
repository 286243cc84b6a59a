import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterWrite, type Position } from '../../../lib/read-your-writes';

/** After a content command: every content query refetches at or after its position. */
export const refreshContent = (queryClient: QueryClient, position: Position) => refreshAfterWrite(queryClient, ['content'], position);
