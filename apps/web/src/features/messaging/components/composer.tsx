import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { ErrorList } from '../../../components/error-list';

interface ComposerProps {
  readonly label: string;
  readonly busy: boolean;
  readonly errors: readonly string[];
  /** Resolves once sent: the text is cleared then (kept when sending fails). */
  readonly onSend: (content: string) => Promise<unknown>;
}

/** Spec 1 §2: Enter sends, Shift+Enter adds a line; an empty send is ignored (spec 1 §5). */
export function Composer({ label, busy, errors, onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const send = () => {
    if (busy || text.trim() === '') return;
    onSend(text).then(
      () => setText(''),
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
        {/* TODO(uploads): attach an image through POST /api/files/upload once it lands (messages already carry `image`). */}
        <button type="submit" className="button button--primary composer__send" aria-disabled={busy}>
          <SendHorizontal className="icon icon--sm" aria-hidden="true" />
          Send
        </button>
      </div>
      <p id="message-hint" className="composer__hint">
        Enter sends, Shift+Enter adds a line.
      </p>
    </form>
  );
}
