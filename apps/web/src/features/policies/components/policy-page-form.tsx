import { useId, useState } from 'react';
import { ErrorList } from '../../../components/error-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import type { PolicyCategory, PolicyPage } from '../api/get-policy-pages';
import { useDeletePolicyPage, useSavePolicyPage, useSetRequired } from '../api/save-policy-page';

interface PolicyPageFormProps {
  readonly siteId: string;
  readonly category: PolicyCategory;
  /** null: a page not saved yet. */
  readonly page: PolicyPage | null;
  readonly required: boolean;
  readonly onDirtyChange: (dirty: boolean) => void;
  readonly onDone?: () => void;
}

const errorsOf = (error: Error | null): string[] => (error ? (isApiError(error) ? [...error.errors] : ['Could not save Content']) : []);

/** Edit one privacy or terms page: title, HTML, hidden; whether everyone must accept it. */
export function PolicyPageForm({ siteId, category, page, required, onDirtyChange, onDone }: PolicyPageFormProps) {
  const [title, setTitle] = useState(page?.title ?? '');
  const [html, setHtml] = useState(page?.content_html ?? '');
  const [hidden, setHidden] = useState(page?.hidden ?? false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  /** What the person just asked for, shown until the change is settled (the click must show at once). */
  const [wantsRequired, setWantsRequired] = useState<boolean | null>(null);
  const save = useSavePolicyPage();
  const remove = useDeletePolicyPage();
  const setRequired = useSetRequired(siteId);
  const ids = { title: useId(), html: useId(), hidden: useId(), required: useId() };
  const dirty = title !== (page?.title ?? '') || html !== (page?.content_html ?? '') || hidden !== (page?.hidden ?? false);

  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      onDirtyChange(true);
    };

  const onSave = () =>
    save.mutate(
      { id: page?.id ?? null, category, title, content_html: html, hidden, sequence: page?.sequence ?? 0 },
      {
        onSuccess: () => {
          onDirtyChange(false);
          onDone?.();
        },
      },
    );

  const heading = page ? page.title : 'New page';
  return (
    <section className="policy-editor__item" aria-label={heading}>
      <ErrorList errors={[...errorsOf(save.error), ...errorsOf(remove.error), ...errorsOf(setRequired.error)]} />
      <div className="field">
        <label className="field__label" htmlFor={ids.title}>
          Title
        </label>
        <input id={ids.title} className="input" value={title} maxLength={200} onChange={(event) => change(setTitle)(event.target.value)} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.html}>
          Content (HTML)
        </label>
        <p className="field__hint">Paragraphs, lists, links and emphasis are kept; scripts and styles are removed when you save.</p>
        <textarea id={ids.html} className="input" value={html} onChange={(event) => change(setHtml)(event.target.value)} />
      </div>
      <label className="checkbox" htmlFor={ids.hidden}>
        <input id={ids.hidden} type="checkbox" checked={hidden} onChange={(event) => change(setHidden)(event.target.checked)} />
        Hidden
      </label>
      <label className="checkbox" htmlFor={ids.required}>
        {/* Spec 3 §5: only saved content of the current site can be required. */}
        <input
          id={ids.required}
          type="checkbox"
          checked={wantsRequired ?? required}
          disabled={!page || dirty || wantsRequired !== null}
          onChange={(event) => {
            if (!page) return;
            setWantsRequired(event.target.checked);
            setRequired.mutate({ contentId: page.id, required: event.target.checked }, { onSettled: () => setWantsRequired(null) });
          }}
        />
        Everyone must accept this page{!page || dirty ? ' (save first)' : ''}
      </label>
      <div className="policy-editor__actions">
        <button type="button" className="button button--primary" onClick={onSave} disabled={save.isPending || !dirty}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        {page && (
          <button type="button" className="button" onClick={() => setConfirmDelete(true)}>
            Delete
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this page?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => page && remove.mutate(page.id, { onSuccess: () => setConfirmDelete(false) })}
        onCancel={() => setConfirmDelete(false)}
      >
        <em>{page?.title}</em> will no longer be shown{required ? ' or required' : ''}.
      </ConfirmDialog>
    </section>
  );
}
