import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { requirePermission } from '../../../lib/route-guards';
import { goalQueryOptions, useGoal } from '../api/get-goal';
import { useSaveGoal } from '../api/save-goal';
import { ErrorDialog } from '../components/error-dialog';
import '../components/goals.css';

export const DESCRIPTION_REQUIRED = 'Please include a description.';

export const createGoalLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'goals.view');
    const goalId = new URL(request.url).searchParams.get('goal_id');
    if (goalId) await queryClient.prefetchQuery(goalQueryOptions(goalId));
    return null;
  };

/** /goals/active/create[?goal_id] — create a goal of one's own, or edit it; it needs a description (spec 2 §5). */
export function CreateGoalRoute() {
  const [params] = useSearchParams();
  const goalId = params.get('goal_id');
  usePageTitle(goalId ? 'Edit your goal' : 'Create your own goal');
  const existing = useGoal(goalId);
  const save = useSaveGoal();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    if (existing.data) {
      setTitle(existing.data.title);
      setDescription(existing.data.description);
    }
  }, [existing.data]);

  return (
    <div className="goals">
      <PageHeader title={goalId ? 'Edit your goal' : 'Create your own goal'} />
      {existing.isError && <ErrorList errors={['Goal could not be found']} />}
      <form
        className="card goal-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (save.isPending) return;
          if (description.trim() === '') {
            setMissing(true);
            return;
          }
          const fields = { title, description };
          save.mutate(goalId ? { kind: 'update', id: goalId, ...fields } : { kind: 'create', ...fields }, {
            onSuccess: () => navigate(paths.goals.active.href()),
            onError: setFailure,
          });
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor="goal-title">
            Title
          </label>
          <input id="goal-title" className="input" maxLength={255} value={title} onChange={(event) => setTitle(event.target.value)} />
        </div>
        <div className="field">
          <div className="field__label-row">
            <label className="field__label" htmlFor="goal-description">
              Description
            </label>
            <span aria-hidden="true" className="field__required">
              *
            </span>
          </div>
          <textarea
            id="goal-description"
            className="input"
            rows={5}
            maxLength={5000}
            required
            value={description}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? 'goal-description-error' : undefined}
            onChange={(event) => {
              setDescription(event.target.value);
              if (event.target.value.trim() !== '') setMissing(false);
            }}
          />
          {missing && (
            <p id="goal-description-error" className="field__error">
              {DESCRIPTION_REQUIRED}
            </p>
          )}
        </div>
        <p className="field__hint">* Required Fields</p>
        <div className="goal-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save goal'}
          </button>
          <Link className="button" to={paths.goals.active.href()}>
            Cancel
          </Link>
        </div>
      </form>
      <ErrorDialog error={failure} onClose={() => setFailure(null)} />
    </div>
  );
}
