import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../../components/error-list';
import { Field } from '../../../components/form/field';
import { ModalDialog } from '../../../components/modal-dialog';

const NAME_REQUIRED = 'Name is required.';

interface SaveAsDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly initialName: string;
  readonly busy: boolean;
  readonly errors: readonly string[];
  readonly onSave: (name: string) => void;
  readonly onCancel: () => void;
}

/** Save As (and a new report's first save): the report's name. */
export function SaveAsDialog({ open, title, initialName, busy, errors, onSave, onCancel }: SaveAsDialogProps) {
  const [name, setName] = useState(initialName);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setMissing(true);
    onSave(name.trim());
  };
  return (
    <ModalDialog open={open} title={title} onClose={onCancel}>
      <form onSubmit={submit} noValidate className="form-grid">
        {errors.length > 0 && <ErrorList errors={errors} />}
        <Field label="Report name" required error={missing ? NAME_REQUIRED : undefined}>
          {(control) => (
            <input {...control} className="input" maxLength={200} value={name} onChange={(event) => setName(event.target.value)} />
          )}
        </Field>
        <div className="modal__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
