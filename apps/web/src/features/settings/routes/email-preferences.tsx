import { useMemo, useState, type FormEvent } from 'react';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-dialog';
import { useErrorsFocus } from '../../../hooks/use-errors-focus';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCurrentSite } from '../../../lib/current-site';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import { useAccount, type Subscription } from '../api/get-account';
import { useSaveSubscription } from '../api/save-subscription';
import { NoticeChoices } from '../components/notice-choices';
import { SaveBar } from '../components/save-bar';
import { SettingsTabs } from '../components/settings-tabs';
import { useSavedFlag } from '../hooks/use-saved-flag';
import { emailChoices, type EmailFlag } from '../utils/email-choices';
import '../components/settings.css';

type Flag = EmailFlag;

const unsubscribedFromAll: Subscription = {
  email_friend_requests: false,
  email_wall_posts: false,
  email_team: false,
  email_challenges: false,
  email_site: false,
  email_daily: 0,
  email_unsubscribe_all: true,
  notices: {},
};

/** /settings/email — e-mail preferences (spec 2 §3 Subscription, §5 rules). */
export function EmailPreferencesRoute() {
  usePageTitle('Email Preferences');
  const account = useAccount();
  const choices = emailChoices(useCurrentSite().flags);
  const save = useSaveSubscription(account.id);
  const initial = useMemo(() => account.subscription, [account]);
  const [form, setForm] = useState<Subscription>(initial);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const errorsRef = useErrorsFocus(errors);
  const [saved, showSaved, hideSaved] = useSavedFlag();
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const blocker = useUnsavedChangesGuard(dirty && !save.isPending);

  const [seen, setSeen] = useState(account);
  if (seen !== account) {
    setSeen(account);
    setForm(account.subscription);
  }

  // Spec 2 §5: unsubscribe-all on clears every subscription and daily e-mail; any subscription on clears it.
  const toggle = (flag: Flag | 'email_daily' | 'email_unsubscribe_all', on: boolean) => {
    hideSaved();
    setForm((current) => {
      if (flag === 'email_unsubscribe_all')
        return on ? { ...unsubscribedFromAll, notices: current.notices } : { ...current, email_unsubscribe_all: false };
      const next = { ...current, [flag]: flag === 'email_daily' ? (on ? 1 : 0) : on };
      return on ? { ...next, email_unsubscribe_all: false } : next;
    });
  };

  const choose = (key: string, choice: { in_app: boolean; email: boolean }) => {
    hideSaved();
    setForm((current) => ({ ...current, notices: { ...current.notices, [key]: choice } }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setErrors([]);
    save.mutate(form, {
      onSuccess: showSaved,
      onError: (failure) => setErrors(isApiError(failure) ? failure.errors : [SERVER_ERROR_MESSAGE]),
    });
  };

  const checkbox = (id: string, label: string, checked: boolean, onChange: (on: boolean) => void) => (
    <div className="checkbox" key={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );

  return (
    <>
      <PageHeader title="Email Preferences" />
      <SettingsTabs />
      <form className="settings-form" noValidate onSubmit={submit} aria-busy={save.isPending}>
        {errors.length > 0 && <ErrorList ref={errorsRef} errors={errors} />}
        <fieldset>
          <legend>E-mail me about</legend>
          <div className="choice-list">
            {choices.map(({ flag, label }) => checkbox(`subscription-${flag}`, label, form[flag], (on) => toggle(flag, on)))}
            {checkbox('subscription-email_daily', 'A daily reminder to log my activity', form.email_daily > 0, (on) =>
              toggle('email_daily', on),
            )}
          </div>
        </fieldset>
        <NoticeChoices form={form} topics={choices.map(({ flag }) => flag)} onChange={choose} />
        <fieldset>
          <legend>Unsubscribe</legend>
          {checkbox('subscription-email_unsubscribe_all', 'Unsubscribe me from all e-mails', form.email_unsubscribe_all, (on) =>
            toggle('email_unsubscribe_all', on),
          )}
        </fieldset>
        <SaveBar saving={save.isPending} saved={saved} dirty={dirty} />
      </form>
      <UnsavedChangesDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </>
  );
}
