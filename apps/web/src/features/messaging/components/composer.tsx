import { SendHorizontal } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ErrorList } from '../../../components/error-list';
import type { MessageDraft } from '../api/change-conversation';

/** Loaded when a conversation shows (not with the route: the first visit's route table stays small). */
const ImageUpload = lazy(() => import('../../../components/image-upload').then((module) => ({ default: module.ImageUpload })));

interface ComposerProps {
  readonly label: string;
  readonly busy: boolean;
  readonly errors: readonly string[];
  /** Resolves once sent: the text and image are cleared then (kept when sending fails). */
  readonly onSend: (draft: MessageDraft) => Promise<unknown>;
}

/**
 * Spec 1 §2: Enter sends, Shift+Enter adds a line; a message needs text or an image, an empty
 * send is ignored (spec 1 §5). One image may be attached: uploaded secure, so only the
 * conversation's members read it (docs/decisions.md "Message images").
 */
export function Composer({ label, busy, errors, onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const send = () => {
    if (busy || (text.trim() === '' && image === null)) return;
    onSend({ content: text, image }).then(
      () => {
        setText('');
        setImage(null);
      },
      () => undefined,
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  return (
    <form className="composer" onSubmit={onSubmit}>
      {errors.length > 0 && <ErrorList errors={errors} />}
      <label htmlFor="message-text" className="visually-hidden">
        {label}
      </label>
      <div className="composer__row">
        <textarea
          id="message-text"
          className="input composer__input"
          rows={2}
          maxLength={2000}
          placeholder="Write a message…"
          aria-describedby="message-hint"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button button--primary composer__send" aria-disabled={busy}>
          <SendHorizontal className="icon icon--sm" aria-hidden="true" />
          Send
        </button>
      </div>
      <div className="composer__attachment">
        {image ? (
          <>
            <img className="composer__image" src={image} alt="Image to send" />
            <button type="button" className="button button--small button--quiet" onClick={() => setImage(null)}>
              Remove image
            </button>
          </>
        ) : (
          <Suspense fallback={null}>
            <ImageUpload
              label="Attach image"
              secure
              resizeToFit={[1920, 1080]}
              disabled={busy}
              onUploaded={(uploaded) => setImage(uploaded.url)}
            />
          </Suspense>
        )}
        <p id="message-hint" className="composer__hint">
          Enter sends, Shift+Enter adds a line.
        </p>
      </div>
    </form>
  );
}
