import type { QueryClient } from '@tanstack/react-query';
import { Link, redirect, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { requirePermission } from '../../../lib/route-guards';
import { startConversation, useConversationChange, type MessageDraft } from '../api/change-conversation';
import { conversationsQueryOptions } from '../api/get-conversations';
import { Composer } from '../components/composer';
import { Thread } from '../components/thread';
import { errorsOf } from './conversation';
import '../components/messaging.css';

/** An individual conversation with this person already exists: open it instead. */
export const conversationCreateLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, 'messages.view');
    const userId = params.userId ?? '';
    if (userId === user.id) throw redirect(paths.messages.href());
    const conversations = await queryClient.fetchQuery(conversationsQueryOptions());
    const existing = conversations.find(
      (conversation) => conversation.conversation_type === 'i' && conversation.members.some((member) => member.user_id === userId),
    );
    if (existing) throw redirect(paths.messages.conversation.href(existing.id));
    return null;
  };

/** Spec 1 §2 /conversation_create/{user_id}: the first message starts the conversation (spec 1 §4). */
export function ConversationCreateRoute() {
  usePageTitle('New conversation');
  const userId = useParams().userId ?? '';
  const navigate = useNavigate();
  const start = useConversationChange((draft: MessageDraft) => startConversation([userId], draft));
  const send = async (draft: MessageDraft) => {
    const { data } = await start.mutateAsync(draft);
    void navigate(paths.messages.conversation.href(data.conversation_id), { replace: true });
  };
  return (
    <div className="conversation-page">
      <PageHeader title="New conversation">
        <div className="conversation-page__actions">
          <Link to={paths.messages.href()} className="button button--small">
            All messages
          </Link>
        </div>
      </PageHeader>
      <section className="card card--flush" aria-label="New conversation">
        <Thread messages={[]} readerId="" />
        <Composer label="Your first message" busy={start.isPending} errors={errorsOf(start.error)} onSend={send} />
      </section>
    </div>
  );
}
