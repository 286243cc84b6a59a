import type { Conversation } from '@wellway/contracts';
import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { paths } from '../../../config/paths';
import { formatMessageTime } from '../utils/group-messages';

/** The reader's conversations: unseen ones marked, the last message previewed as text. */
export function ConversationList({ conversations }: { readonly conversations: readonly Conversation[] }) {
  return (
    <ul className="conversations">
      {conversations.map((conversation) => {
        const last = conversation.current_messages.at(-1);
        return (
          <li key={conversation.id} className={`conversation-row${conversation.unseen ? ' conversation-row--unseen' : ''}`}>
            <Link to={paths.messages.conversation.href(conversation.id)} className="conversation-row__link">
              <Avatar name={conversation.conversation_name} />
              <span className="conversation-row__text">
                <span className="conversation-row__name">
                  {conversation.conversation_name}
                  {conversation.unseen && <span className="visually-hidden"> (unseen messages)</span>}
                </span>
                <span className="conversation-row__preview">
                  {last ? `${last.user_name}: ${last.content || 'an image'}` : 'No messages yet'}
                </span>
              </span>
              <span className="conversation-row__side">
                {last && <time dateTime={last.created_at}>{formatMessageTime(last.created_at)}</time>}
                {conversation.muted && <BellOff className="icon icon--sm" aria-label="Muted" />}
                {conversation.unseen && <span className="conversation-row__dot" aria-hidden="true" />}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
