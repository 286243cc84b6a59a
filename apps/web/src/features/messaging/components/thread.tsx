import type { Message } from '@wellway/contracts';
import { useEffect, useRef } from 'react';
import { Avatar } from '../../../components/avatar';
import { ViewableImage } from '../../../components/image-viewer';
import { formatMessageTime, groupMessages } from '../utils/group-messages';
import { LinkedText } from '../../../components/linked-text';

/** A conversation's messages, oldest first, grouped by author and minute; keeps the newest in view. */
export function Thread({ messages, readerId }: { readonly messages: readonly Message[]; readonly readerId: string }) {
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  if (messages.length === 0) return <p className="thread__empty">No messages yet. Say hello!</p>;
  return (
    <ol className="thread" aria-label="Messages" aria-live="polite" aria-relevant="additions">
      {groupMessages(messages).map((group) => (
        <li key={group.key} className={`message-group${group.userId === readerId ? ' message-group--own' : ''}`}>
          <Avatar name={group.userName} imageUrl={group.userImage} />
          <div className="message-group__body">
            <p className="message-group__meta">
              <span className="message-group__name">{group.userId === readerId ? 'You' : group.userName}</span>{' '}
              <time dateTime={group.createdAt}>{formatMessageTime(group.createdAt)}</time>
            </p>
            {group.messages.map((message) => (
              <div key={message.id} className="message">
                {message.content === '' && message.image === null ? (
                  <p className="message__text message__text--gone">This message was removed.</p>
                ) : (
                  message.content !== '' && <LinkedText text={message.content} className="message__text" />
                )}
                {message.image && (
                  <ViewableImage
                    className="message__image"
                    src={message.image}
                    alt={group.userId === readerId ? 'Image you sent' : `Image from ${group.userName}`}
                  />
                )}
              </div>
            ))}
          </div>
        </li>
      ))}
      <li ref={end} aria-hidden="true" className="thread__end" />
    </ol>
  );
}
