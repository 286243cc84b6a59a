import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { ImageField } from '../../../components/image-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/current-user';
import { requirePermission } from '../../../lib/route-guards';
import { siteGoalQueryOptions, useSaveSiteGoal, useSiteGoal, type SiteGoalFields } from '../api/site-goals';
import { MONTHS } from '../components/months';
import '../components/admin-goals.css';

export const adminGoalEditLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, 'content.manage');
    if (params.goalId && params.goalId !== 'new') await queryClient.prefetchQuery(siteGoalQueryOptions(user.site_id, params.goalId));
    return null;
  };

/** Spec 3 §9: goal image groups. */
const CATEGORIES = ['Locations and Travel', 'Activities and Hobbies'];
const blank: SiteGoalFields = {
  title: '',
  summary: '',
  description: '',
  category: '',
  image: '',
  month_integer: 1,
  final_month_integer: null,
};

/** /goals/{id} ('new' adds one) — spec 3 §4 Goal editing. */
export function AdminGoalEditRoute() {
  const { goalId = 'new' } = useParams();
  const id = goalId === 'new' ? null : goalId;
  usePageTitle(id ? 'Edit goal' : 'New goal');
  const user = useSignedInUser();
  const goal = useSiteGoal(user.site_id, id);
  const save = useSaveSiteGoal();
  const navigate = useNavigate();
  const [fields, setFields] = useState<SiteGoalFields>(blank);
  const [failure, setFailure] = useState<readonly string[] | null>(null);
  const set = <K extends keyof SiteGoalFields>(key: K, value: SiteGoalFields[K]) => setFields((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    if (goal.data) {
      const { title, summary, description, category, image, month_integer, final_month_integer } = goal.data;
      setFields({ title, summary, description, category, image, month_integer, final_month_integer });
    }
  }, [goal.data]);

  const inherited = goal.data && goal.data.site_id === null && goal.data.delete_action === null;
  return (
    <div className="admin-goal-edit">
      <PageHeader title={id ? 'Edit goal' : 'New goal'}>
        {inherited && <p className="page-header__lead">This is a default goal: saving it here makes this site's own copy.</p>}
      </PageHeader>
      {goal.isError && <ErrorList errors={['Goal could not be found']} />}
      <form
        className="card form-grid admin-goal-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (save.isPending) return;
          save.mutate(
            { siteId: user.site_id, id, fields },
            {
              onSuccess: () => navigate(paths.goals.href()),
              onError: (error) => setFailure(isApiError(error) ? error.errors : ['Could not save the goal.']),
            },
          );
        }}
      >
        <div className="field">
          <div className="field__label-row">
            <label className="field__label" htmlFor="goal-title">
              Title
            </label>
            <span aria-hidden="true" className="field__required">
              *
            </span>
          </div>
          <input
            id="goal-title"
            className="input"
            required
            maxLength={255}
            value={fields.title}
            onChange={(e) => set('title', e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="goal-summary">
            Summary
          </label>
          <input
            id="goal-summary"
            className="input"
            maxLength={5000}
            value={fields.summary}
            onChange={(e) => set('summary', e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="goal-description">
            Description
          </label>
          <textarea
            id="goal-description"
            className="input"
            rows={4}
            maxLength={5000}
            value={fields.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="goal-category">
            Category
          </label>
          <input
            id="goal-category"
            className="input"
            list="goal-categories"
            maxLength={255}
            value={fields.category}
            onChange={(e) => set('category', e.target.value)}
          />
          <datalist id="goal-categories">
            {CATEGORIES.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
        </div>
        <ImageField label="Image" value={fields.image} onChange={(image) => set('image', image)} hint="Shown on the goal's card." />
        <div className="admin-goal-form__months">
          <div className="field">
            <div className="field__label-row">
              <label className="field__label" htmlFor="goal-month">
                Start month
              </label>
              <span aria-hidden="true" className="field__required">
                *
              </span>
            </div>
            <select
              id="goal-month"
              className="input"
              value={fields.month_integer}
              onChange={(e) => set('month_integer', Number(e.target.value))}
            >
              {MONTHS.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor="goal-final-month">
              End month
            </label>
            <select
              id="goal-final-month"
              className="input"
              value={fields.final_month_integer ?? ''}
              onChange={(e) => set('final_month_integer', e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">6 months from the start</option>
              {MONTHS.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="field__hint">* Required Fields</p>
        <div className="admin-goal-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save goal'}
          </button>
          <Link className="button" to={paths.goals.href()}>
            Cancel
          </Link>
        </div>
      </form>
      <ModalDialog
        open={failure !== null}
        role="alertdialog"
        title="Error"
        onClose={() => setFailure(null)}
        actions={
          <button type="button" className="button button--primary" onClick={() => setFailure(null)}>
            OK
          </button>
        }
      >
        <p>
          {failure?.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </p>
      </ModalDialog>
    </div>
  );
}
