import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormErrors } from '../../../components/form/form-errors';
import { TextField } from '../../../components/form/text-field';
import { useDomainForm } from '../../../components/form/use-domain-form';
import { ModalDialog } from '../../../components/modal-dialog';
import { paths } from '../../../config/paths';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import { leaveSignInNotice } from '../../../lib/sign-in-notice';
import { useAccount } from '../api/get-account';
import { useRequestAccountErasure } from '../api/request-account-erasure';
import { ACCOUNT_DELETED, erasureFieldOf, withoutFieldName } from '../utils/account-erasure';
import './delete-account.css';

const TITLE_ID = 'delete-account-title';
const FORM_ID = 'delete-account-form';

/**
 * Personal settings' "Delete my account" (issue 13): the person erases their own account after
 * typing their password again. The dialog says what goes and what stays; on success the session
 * has ended, so the app signs out and lands on the welcome page with 'Your account has been deleted.'
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const account = useAccount();
  // What the API refuses anyway (403): said here rather than offered.
  const refusal = account.impersonator_id
    ? 'You are acting as this person: only they can delete their account.'
    : account.role === 'master'
      ? "A master's account cannot be deleted."
      : null;
  return (
    <section className="delete-account" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className="delete-account__title">
        Delete my account
      </h2>
      {refusal ? (
        <p>{refusal}</p>
      ) : (
        <>
          <p>Erase your account and your personal data from Wellway for good.</p>
          <p>
            <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
              Delete my account
            </button>
          </p>
        </>
      )}
      <ModalDialog
        open={open}
        role="alertdialog"
        title="Delete my account?"
        icon={<TriangleAlert className="icon" />}
        onClose={() => setOpen(false)}
        closeOnBackdrop={false}
      >
        {/* Mounted while the dialog is open: each opening starts with an empty password and no errors. */}
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </ModalDialog>
    </section>
  );
}

interface ErasureForm {
  password: string;
}

function DeleteAccountForm({ onCancel }: { readonly onCancel: () => void }) {
  const erasure = useRequestAccountErasure();
  const navigate = useNavigate();
  const kit = useDomainForm<ErasureForm>(
    // The API judges the password (and whether the account has one): no rule of the form's own.
    { defaultValues: { password: '' }, rules: () => [], fieldOf: erasureFieldOf, reValidateMode: 'onSubmit' },
    async ({ password }) => {
      try {
        await erasure.mutateAsync(password === '' ? {} : { password });
      } catch (failure) {
        kit.fail(isApiError(failure) ? failure.errors.map(withoutFieldName) : [SERVER_ERROR_MESSAGE]);
        return;
      }
      // The API has ended the session: sign out here too (clears what was read for this person).
      leaveSignInNotice(ACCOUNT_DELETED);
      void navigate(paths.logout.href(), { replace: true });
    },
  );
  const { form, summary, summaryRef, formProps } = kit;
  const busy = erasure.isPending || erasure.isSuccess;

  return (
    <FormProvider {...form}>
      <form
        id={FORM_ID}
        className="delete-account__form"
        {...formProps}
        onSubmit={(event) => {
          if (busy) event.preventDefault();
          else formProps.onSubmit(event);
        }}
        aria-busy={busy}
      >
        <FormErrors errors={summary} summaryRef={summaryRef} />
        <p>This deletes your account and your personal data. It cannot be undone. You will lose:</p>
        <ul className="delete-account__losses">
          <li>your profile: name, e-mail address, address, phone number and photo</li>
          <li>your activity history</li>
          <li>your badges</li>
          <li>your e-mail preferences</li>
        </ul>
        <p>
          Your site&apos;s totals keep the figures you added to them, without your name. You may register again later, as a new person:
          nothing of this account comes back.
        </p>
        <TextField<ErasureForm>
          id="delete-account-password"
          name="password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          hint="Type your password again to confirm it is you. If you sign in through your organization, leave it empty."
        />
        <div className="modal__actions">
          <button type="submit" className="button button--danger" aria-disabled={busy || undefined}>
            {busy ? 'Deleting…' : 'Delete'}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
