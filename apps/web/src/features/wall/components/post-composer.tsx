import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ErrorList } from '../../../components/error-list';
import { ImageUpload } from '../../../components/image-upload';
import { isApiError } from '../../../lib/api-client';
import { createPost, useWallChange, type PostDraft } from '../api/change-post';
import { useAcceptedFriends } from '../../../lib/accepted-friends';

interface ComposerProps {
  /** Where it goes: a site wall (`parent` null) or a comment on `parent`. */
  readonly wallId: string | null;
  readonly parent?: { readonly id: string; readonly depth: number } | null;
  /** Comments carry no photo or tags: a short reply. */
  readonly compact?: boolean;
  readonly friendLabelPlural?: string;
  readonly onPosted?: (id: string) => void;
}

const errorsOf = (error: Error | null): string[] => (!error ? [] : isApiError(error) ? [...error.errors] : [error.message]);

/** Spec 2 §5 post creation: text required, a square photo attached or removed, friends tagged; 'Post', 'Add your message…'. */
export function PostComposer({ wallId, parent = null, compact = false, friendLabelPlural = 'Friends', onPosted }: ComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [tagging, setTagging] = useState(false);
  const [tagged, setTagged] = useState<readonly string[]>([]);
  const [blank, setBlank] = useState(false);
  const friends = useAcceptedFriends(tagging);
  const send = useWallChange((draft: PostDraft) => createPost(draft));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (text.trim() === '') return setBlank(true);
    setBlank(false);
    const draft: PostDraft = parent
      ? { content: text, wallable_type: 'Post', wallable_id: parent.id, parent_post_id: parent.id, depth: parent.depth + 1 }
      : { content: text, wallable_type: 'Site', ...(wallId ? { wallable_id: wallId } : {}), tagged_users: tagged, photo };
    send.mutateAsync(draft).then(
      ({ data }) => {
        setText('');
        setPhoto(null);
        setTagged([]);
        setTagging(false);
        onPosted?.(data.id);
      },
      () => undefined,
    );
  };
  const errors = blank ? ["Content can't be blank"] : errorsOf(send.error);
  const label = parent ? 'Write a comment' : 'Add your message';
  return (
    <form className={compact ? 'post-composer post-composer--compact' : 'post-composer'} onSubmit={onSubmit} noValidate>
      {errors.length > 0 && <ErrorList errors={errors} />}
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className="input post-composer__input"
        rows={compact ? 1 : 3}
        maxLength={5000}
        placeholder={parent ? 'Write a comment…' : 'Add your message…'}
        value={text}
        aria-invalid={blank || undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {!compact && photo && (
        <div className="post-composer__photo">
          <img src={photo} alt="Photo to post" width={120} height={120} />
          <button type="button" className="button button--small" onClick={() => setPhoto(null)}>
            <X className="icon icon--sm" aria-hidden="true" />
            Remove photo
          </button>
        </div>
      )}
      {!compact && tagging && (
        <fieldset className="post-composer__tags">
          <legend>Tag {friendLabelPlural.toLowerCase()}</legend>
          {friends.data?.length === 0 && <p>No {friendLabelPlural.toLowerCase()} to tag yet.</p>}
          {friends.data?.map((friend) => (
            <label key={friend.userId} className="post-composer__tag">
              <input
                type="checkbox"
                checked={tagged.includes(friend.userId)}
                onChange={(event) =>
                  setTagged((now) => (event.target.checked ? [...now, friend.userId] : now.filter((one) => one !== friend.userId)))
                }
              />
              {friend.name}
            </label>
          ))}
        </fieldset>
      )}
      <div className="post-composer__actions">
        {!compact && (
          <>
            {!photo && (
              <ImageUpload
                label="Attach a photo"
                crop={{ aspect: 1, resizeToFit: [500, 500] }}
                onUploaded={(image) => setPhoto(image.url)}
                className="post-composer__upload"
              />
            )}
            <button type="button" className="button" aria-expanded={tagging} onClick={() => setTagging(!tagging)}>
              Tag {friendLabelPlural.toLowerCase()}
              {tagged.length > 0 ? ` (${tagged.length})` : ''}
            </button>
          </>
        )}
        <button type="submit" className="button button--primary" aria-disabled={send.isPending}>
          {parent ? 'Comment' : 'Post'}
        </button>
      </div>
    </form>
  );
}
