import { useState } from 'react';
import type { Goal } from '@wellway/contracts';
import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError } from '../../../lib/api-client';
import { hasPermission, useCurrentUser } from '../../../lib/current-user';
import { useShareGoal } from '../api/share-goal';
import { useShareGoalToWall } from '../api/share-goal-to-wall';

const NO_ADDRESS = 'Must include at least 1 email address.';
/** Spec 2 §5 post creation: content required. */
const BLANK_POST = "Content can't be blank";

interface ShareDialogProps {
  readonly goal: Goal | null;
  /** Opened right after completing: congratulate first. */
  readonly justCompleted: boolean;
  readonly onClose: () => void;
}

/** What a wall post sharing the goal says until the person changes it. */
const wallTextOf = (goal: Goal | null, justCompleted: boolean) => {
  const name = goal?.title || goal?.description || '';
  return justCompleted ? `I completed my goal: ${name}!` : `My goal: ${name}`;
};

/** Spec 2 §4: share to the wall, when the site's wall is on: a post on the site's wall with the goal attached. */
function WallShare({ goal, justCompleted }: Omit<ShareDialogProps, 'onClose'>) {
  const user = useCurrentUser();
  const [content, setContent] = useState<string | null>(null);
  const [result, setResult] = useState<{ shared: boolean; text: string } | null>(null);
  const post = useShareGoalToWall();
  if (!goal || !user || !hasPermission(user, 'wall.view')) return null;
  const text = content ?? wallTextOf(goal, justCompleted);
  return (
    <form
      id="goal-wall-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (post.isPending || result?.shared) return;
        if (text.trim() === '') return setResult({ shared: false, text: BLANK_POST });
        post.mutate(
          { goalId: goal.id, siteId: user.site_id, content: text },
          {
            onSuccess: () => setResult({ shared: true, text: 'Shared to the wall' }),
            onError: (error) =>
              setResult({ shared: false, text: (isApiError(error) && error.errors[0]) || 'Could not share to the wall.' }),
          },
        );
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor="goal-wall-content">
          Post to the wall
        </label>
        <textarea
          id="goal-wall-content"
          className="input"
          rows={2}
          maxLength={2000}
          value={text}
          aria-invalid={(result !== null && !result.shared) || undefined}
          aria-describedby="goal-wall-status"
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      <button type="submit" className="button" aria-disabled={post.isPending || result?.shared}>
        {post.isPending ? 'Sharing…' : 'Share to wall'}
      </button>
      <p id="goal-wall-status" role="status" className={result && !result.shared ? 'field__error' : 'goal-share__sent'}>
        {result?.text}
      </p>
    </form>
  );
}

/** The share popup (spec 2 §4): by e-mail, or to the wall when the site's wall is on. */
export function ShareDialog({ goal, justCompleted, onClose }: ShareDialogProps) {
  const [emails, setEmails] = useState('');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<{ kind: 'sent' | 'improper' | 'failed'; text: string } | null>(null);
  // A new key each time it opens: the wall share starts afresh.
  const [opened, setOpened] = useState(0);
  const share = useShareGoal();
  const close = () => {
    setEmails('');
    setMessage('');
    setResult(null);
    setOpened((count) => count + 1);
    share.reset();
    onClose();
  };
  const improper = result?.kind === 'improper';

  return (
    <ModalDialog
      open={goal !== null}
      title={justCompleted ? 'Goal completed!' : 'Share your goal'}
      onClose={close}
      className="goal-share"
      actions={
        result?.kind === 'sent' ? (
          <button type="button" className="button button--primary" onClick={close}>
            Done
          </button>
        ) : (
          <>
            <button type="submit" form="goal-share-form" className="button button--primary" aria-disabled={share.isPending}>
              {share.isPending ? 'Sending…' : 'Send'}
            </button>
            <button type="button" className="button" onClick={close}>
              Not now
            </button>
          </>
        )
      }
    >
      {justCompleted && <p>Congratulations on completing “{goal?.title || goal?.description}”! Tell someone about it.</p>}
      <form
        id="goal-share-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!goal || share.isPending) return;
          share.mutate(
            { id: goal.id, emails, message },
            {
              onSuccess: () => setResult({ kind: 'sent', text: 'Sent Successfully' }),
              onError: (error) => {
                const first = isApiError(error) ? error.errors[0] : undefined;
                if (first === NO_ADDRESS || (first ?? '').includes('is not an email address'))
                  setResult({ kind: 'improper', text: first ?? NO_ADDRESS });
                else setResult({ kind: 'failed', text: first ?? 'Could not send email.' });
              },
            },
          );
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="goal-share-emails">
            Email addresses
          </label>
          <input
            id="goal-share-emails"
            className="input"
            value={emails}
            autoComplete="off"
            aria-invalid={improper || undefined}
            aria-describedby="goal-share-emails-hint"
            onChange={(event) => setEmails(event.target.value)}
          />
          <p id="goal-share-emails-hint" className="field__hint">
            Separate addresses with commas or semicolons.
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="goal-share-message">
            Message (optional)
          </label>
          <textarea
            id="goal-share-message"
            className="input"
            rows={3}
            maxLength={2000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
      </form>
      <p role="status" className={result && result.kind !== 'sent' ? 'field__error' : 'goal-share__sent'}>
        {result?.text}
      </p>
      <WallShare key={opened} goal={goal} justCompleted={justCompleted} />
    </ModalDialog>
  );
}
