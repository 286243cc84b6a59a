import type { QueryClient } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/current-user';
import { notFound, requirePermission } from '../../../lib/route-guards';
import { markConversationSeen, postMessage, useConversationChange, type MessageDraft } from '../api/change-conversation';
import { conversationQueryOptions, useConversation } from '../api/get-conversation';
import { Composer } from '../components/composer';
import { Thread } from '../components/thread';
import '../components/messaging.css';

/** A conversation the reader is not in answers 404 ('Conversation resource could not be found'): the 404 page. */
export async function loadConversation(queryClient: QueryClient, id: string): Promise<void> {
  try {
    await queryClient.fetchQuery(conversationQueryOptions(id));
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    throw error;
  }
}

export const conversationLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'messages.view');
    await loadConversation(queryClient, params.conversationId ?? '');
    return null;
  };

export const errorsOf = (error: Error | null): string[] => (!error ? [] : isApiError(error) ? [...error.errors] : [error.message]);

/** Spec 1 §4: opening marks it seen; a message arriving while it is open is seen at once (once per message). */
function useSeenWhileOpen(id: string, unseen: boolean, lastMessageId: string | undefined) {
  const { mutate } = useConversationChange(markConversationSeen);
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!unseen || marked.current === `${id}/${lastMessageId}`) return;
    marked.current = `${id}/${lastMessageId}`;
    mutate(id);
  }, [id, unseen, lastMessageId, mutate]);
}

/** Spec 1 §4: a conversation the reader was removed from (or left elsewhere) is dropped: back to the list. */
function useDroppedWhenRemoved(error: Error | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (isApiError(error) && error.status === 404) void navigate(paths.messages.href(), { replace: true });
  }, [error, navigate]);
}

/** Spec 1 §2 /messages/{conversationId}: the thread, live, with the message input. */
export function ConversationRoute() {
  const id = useParams().conversationId ?? '';
  const user = useSignedInUser();
  const { data: conversation, error } = useConversation(id);
  const send = useConversationChange((draft: MessageDraft) => postMessage(id, draft));
  usePageTitle(conversation?.conversation_name ?? 'Messages');
  useSeenWhileOpen(id, conversation?.unseen ?? false, conversation?.current_messages.at(-1)?.id);
  useDroppedWhenRemoved(error);
  if (!conversation) return null;
  return (
    <div className="conversation-page">
      <PageHeader title={conversation.conversation_name}>
        <div className="conversation-page__actions">
          <Link to={paths.messages.href()} className="button button--small">
            All messages
          </Link>
          <Link to={paths.messages.conversation.edit.href(id)} className="button button--small">
            <Settings className="icon icon--sm" aria-hidden="true" />
            Settings
          </Link>
        </div>
      </PageHeader>
      <section className="card card--flush" aria-label={`Conversation with ${conversation.conversation_name}`}>
        <Thread messages={conversation.current_messages} readerId={user.id} />
        <Composer label="Message" busy={send.isPending} errors={errorsOf(send.error)} onSend={(draft) => send.mutateAsync(draft)} />
      </section>
    </div>
  );
}
