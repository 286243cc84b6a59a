import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../../components/error-list';
import { ModalDialog } from '../../../components/modal-dialog';
import { isApiError } from '../../../lib/api-client';
import type { SsoDetail } from '../../../lib/sso-details';
import { useSaveSsoDetail, type SsoDetailInput } from '../api/save-sso-detail';
import { paths } from '../../../config/paths';

const empty: SsoDetailInput = { wskey: '', location_id: null, sso_label: '', login_url: '', redirect: '', is_sso_enabled: false };

interface SsoDetailDialogProps {
  readonly siteId: string;
  /** The detail to edit; null creates one. */
  readonly detail: SsoDetail | null;
  readonly onClose: () => void;
  /** The global position of the saved change (read-your-writes for the test panel). */
  readonly onSaved: (position: number | null) => void;
}

/** The SSO create/edit dialog (spec 3 §2.6). */
export function SsoDetailDialog({ siteId, detail, onClose, onSaved }: SsoDetailDialogProps) {
  const [form, setForm] = useState<SsoDetailInput>(detail ?? empty);
  const save = useSaveSsoDetail(siteId);
  const set = <K extends keyof SsoDetailInput>(key: K, value: SsoDetailInput[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { wskey, location_id, sso_label, login_url, redirect, is_sso_enabled } = form;
    save.mutate(
      { id: detail?.id ?? null, body: { wskey, location_id, sso_label, login_url, redirect, is_sso_enabled } },
      {
        onSuccess: ({ position }) => {
          onSaved(position);
          onClose();
        },
      },
    );
  };

  return (
    <ModalDialog
      open
      title={detail ? 'Edit SSO detail' : 'New SSO detail'}
      onClose={onClose}
      closeOnBackdrop={false}
      actions={
        <>
          <button type="submit" form="sso-detail-form" className="button button--primary" disabled={save.isPending}>
            Save
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      {save.error && <ErrorList errors={isApiError(save.error) ? save.error.errors : ['Could not save the SSO detail.']} />}
      <form id="sso-detail-form" className="form-grid" onSubmit={submit}>
        <label>
          SSO label
          <input value={form.sso_label} maxLength={100} onChange={(event) => set('sso_label', event.target.value)} />
        </label>
        <label>
          Key (wskey, shared secret, 16 characters or more)
          <input
            value={form.wskey}
            required
            minLength={16}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => set('wskey', event.target.value)}
          />
        </label>
        <label>
          Login URL
          <input type="url" value={form.login_url} onChange={(event) => set('login_url', event.target.value)} />
        </label>
        <label>
          Redirect
          <input value={form.redirect} placeholder={paths.home.href()} onChange={(event) => set('redirect', event.target.value)} />
        </label>
        <label>
          Location id
          <input value={form.location_id ?? ''} onChange={(event) => set('location_id', event.target.value || null)} />
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={form.is_sso_enabled} onChange={(event) => set('is_sso_enabled', event.target.checked)} />
          SSO enabled
        </label>
      </form>
    </ModalDialog>
  );
}
