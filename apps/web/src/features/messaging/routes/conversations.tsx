import type { QueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import type { LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { requirePermission } from '../../../lib/route-guards';
import { conversationsQueryOptions, useConversations } from '../api/get-conversations';
import { ConversationList } from '../components/conversation-list';
import '../components/messaging.css';

export const conversationsLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'messages.view');
    await queryClient.fetchQuery(conversationsQueryOptions());
    return null;
  };

/** Spec 1 §2 /messages, titled Messages: the reader's conversations, refreshed live. */
export function ConversationsRoute() {
  usePageTitle('Messages');
  const { data: conversations = [], isFetching } = useConversations();
  return (
    <>
      <PageHeader title="Messages" />
      <section className="card card--flush" aria-label="Conversations" aria-busy={isFetching}>
        {conversations.length === 0 ? (
          <EmptyState icon={<MessagesSquare className="icon icon--lg" />} title="No conversations yet.">
            Message someone from their profile or a post; your conversations gather here.
          </EmptyState>
        ) : (
          <ConversationList conversations={conversations} />
        )}
      </section>
    </>
  );
}
