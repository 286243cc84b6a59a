import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Conversation } from '@wellway/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { hasPermission, useSignedInUser } from '../../../lib/current-user';
import { requirePermission } from '../../../lib/route-guards';
import { changeMembers, leaveConversation, setConversationVolume, useConversationChange } from '../api/change-conversation';
import { useConversation } from '../api/get-conversation';
import { useAcceptedFriends, type Friend } from '../../../lib/accepted-friends';
import { mutesQueryOptions, useMuteToggle } from '../../../lib/mutes';
import { conversationsQueryOptions, useConversations } from '../api/get-conversations';
import { errorsOf, loadConversation } from './conversation';
import '../components/messaging.css';

export const conversationEditLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'messages.view');
    await Promise.all([loadConversation(queryClient, params.conversationId ?? ''), queryClient.fetchQuery(conversationsQueryOptions())]);
    return null;
  };

/** People the reader may add: their friends and those of their other conversations, who are not in this one. */
function addablePeople(conversation: Conversation, all: readonly Conversation[], friends: readonly Friend[], readerId: string) {
  const present = new Set(conversation.members.map((member) => member.user_id));
  const people = new Map<string, string>();
  for (const friend of friends) if (!present.has(friend.userId) && friend.userId !== readerId) people.set(friend.userId, friend.name);
  for (const other of all)
    for (const member of other.members)
      if (!present.has(member.user_id) && member.user_id !== readerId) people.set(member.user_id, member.full_name);
  return [...people].map(([userId, name]) => ({ userId, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Spec 1 §2 conversation settings: members (add, remove), mute, leave. */
export function ConversationEditRoute() {
  const id = useParams().conversationId ?? '';
  const user = useSignedInUser();
  const navigate = useNavigate();
  const { data: conversation } = useConversation(id);
  const { data: all = [] } = useConversations();
  const { data: friends = [] } = useAcceptedFriends(hasPermission(user, 'friends.view'));
  const members = useConversationChange(({ operation, userId }: { operation: 'add' | 'remove'; userId: string }) =>
    changeMembers(id, operation, [userId]),
  );
  const volume = useConversationChange((mute: boolean) => setConversationVolume([id], mute));
  const leave = useConversationChange(() => leaveConversation(id));
  const { data: mutes } = useQuery(mutesQueryOptions());
  const muteToggle = useMuteToggle();
  const mutedIds = new Set(mutes?.map((muted) => muted.id));
  const [leaving, setLeaving] = useState(false);
  const [adding, setAdding] = useState('');
  usePageTitle('Conversation settings');
  if (!conversation) return null;
  const isGroup = conversation.conversation_type === 'g';
  const mayRemove = isGroup && conversation.started_by === user.id;
  const addable = isGroup ? addablePeople(conversation, all, friends, user.id) : [];

  return (
    <div className="conversation-page">
      <PageHeader title="Conversation settings">
        <div className="conversation-page__actions">
          <Link to={paths.messages.conversation.href(id)} className="button button--small">
            Back to conversation
          </Link>
        </div>
      </PageHeader>
      <section className="card settings-section" aria-labelledby="members-title">
        <h2 id="members-title" className="section-title">
          Members of {conversation.conversation_name}
        </h2>
        <ErrorList errors={errorsOf(members.error ?? muteToggle.error)} />
        <ul className="members">
          {conversation.members.map((member) => (
            <li key={member.user_id} className="member-row">
              <Avatar name={member.full_name} />
              <span className="member-row__name">{member.user_id === user.id ? `${member.full_name} (you)` : member.full_name}</span>
              {mayRemove && member.user_id !== user.id && (
                <button
                  type="button"
                  className="button button--small"
                  aria-disabled={members.isPending}
                  onClick={() => !members.isPending && members.mutate({ operation: 'remove', userId: member.user_id })}
                >
                  Remove<span className="visually-hidden"> {member.full_name}</span>
                </button>
              )}
              {mutes && member.user_id !== user.id && (
                <button
                  type="button"
                  className="button button--small button--quiet"
                  aria-disabled={muteToggle.isPending}
                  onClick={() =>
                    !muteToggle.isPending && muteToggle.mutate({ userId: member.user_id, muted: mutedIds.has(member.user_id) })
                  }
                >
                  {mutedIds.has(member.user_id) ? 'Unmute' : 'Mute'}
                  <span className="visually-hidden"> {member.full_name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
        {addable.length > 0 && (
          <form
            className="composer__row"
            onSubmit={(event) => {
              event.preventDefault();
              if (adding && !members.isPending) members.mutate({ operation: 'add', userId: adding }, { onSuccess: () => setAdding('') });
            }}
          >
            <label htmlFor="add-member" className="visually-hidden">
              Person to add
            </label>
            <select id="add-member" className="input" value={adding} onChange={(event) => setAdding(event.target.value)}>
              <option value="">Choose someone to add…</option>
              {addable.map((person) => (
                <option key={person.userId} value={person.userId}>
                  {person.name}
                </option>
              ))}
            </select>
            <button type="submit" className="button" aria-disabled={!adding || members.isPending}>
              Add
            </button>
          </form>
        )}
      </section>
      <section className="card settings-section" aria-labelledby="volume-title">
        <h2 id="volume-title" className="section-title">
          Notifications
        </h2>
        <ErrorList errors={errorsOf(volume.error)} />
        <label className="checkbox">
          <input
            type="checkbox"
            checked={conversation.muted}
            disabled={volume.isPending}
            onChange={(event) => volume.mutate(event.target.checked)}
          />{' '}
          Mute this conversation (its new messages are not counted as unseen)
        </label>
      </section>
      <section className="card settings-section" aria-labelledby="leave-title">
        <h2 id="leave-title" className="section-title">
          Leave
        </h2>
        <p>You will no longer receive its messages.</p>
        <div>
          <button type="button" className="button button--danger" onClick={() => setLeaving(true)}>
            Leave Conversation
          </button>
        </div>
      </section>
      <ConfirmDialog
        open={leaving}
        title="Leave Conversation?"
        confirmLabel="Leave"
        busy={leave.isPending}
        errors={errorsOf(leave.error)}
        onCancel={() => setLeaving(false)}
        onConfirm={() => leave.mutate(undefined, { onSuccess: () => void navigate(paths.messages.href(), { replace: true }) })}
      >
        Are you sure you want to leave this conversion?
      </ConfirmDialog>
    </div>
  );
}
