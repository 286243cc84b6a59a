import { NOTICE_TYPES } from '@wellway/domain/notifications/preferences';
import type { Subscription } from '../api/get-account';
import type { EmailFlag } from '../utils/email-choices';

interface NoticeChoicesProps {
  readonly form: Subscription;
  /** The e-mail topics the site offers (emailChoices): types under another topic are not shown. */
  readonly topics: readonly EmailFlag[];
  readonly onChange: (key: string, choice: { in_app: boolean; email: boolean }) => void;
}

/**
 * Beyond the spec: per notification type, in the app and by e-mail. A type's e-mail also needs its
 * topic above (and not unsubscribe-all), so its box is off and disabled without it.
 */
export function NoticeChoices({ form, topics, onChange }: NoticeChoicesProps) {
  const types = NOTICE_TYPES.filter((type) => type.email === null || topics.includes(type.email));
  return (
    <fieldset>
      <legend>Notifications by type</legend>
      <table className="notice-choices">
        <thead>
          <tr>
            <th scope="col">Notification</th>
            <th scope="col">In the app</th>
            <th scope="col">By e-mail</th>
          </tr>
        </thead>
        <tbody>
          {types.map(({ key, label, email }) => {
            const choice = form.notices[key] ?? { in_app: true, email: true };
            const topicOn = email !== null && form[email] && !form.email_unsubscribe_all;
            return (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${label} in the app`}
                    checked={choice.in_app}
                    onChange={(event) => onChange(key, { ...choice, in_app: event.target.checked })}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${label} by e-mail`}
                    checked={topicOn && choice.email}
                    disabled={!topicOn}
                    onChange={(event) => onChange(key, { ...choice, email: event.target.checked })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {topics.includes('email_wall_posts') && (
        <p className="notice-choices__about">Comments and tags are e-mailed together, at most once a day, at 6 pm in your time zone.</p>
      )}
    </fieldset>
  );
}
