import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { Field } from '../../../components/form/field';
import { ModalDialog } from '../../../components/modal-dialog';
import { PageHeader } from '../../../components/page-header';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError, SERVER_ERROR_MESSAGE } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/current-user';
import { requirePermission } from '../../../lib/route-guards';
import {
  siteEvaluationQueryOptions,
  siteEvaluationsQueryOptions,
  useSaveSiteEvaluation,
  type SiteEvaluation,
} from '../api/site-evaluations';
import { QuestionEditor } from '../components/question-editor';
import { blankQuestion, bodyOf, draftOf, moved, withInitial, withMode, type EvaluationDraft } from '../utils/draft';
import { LOAD_FAILED, MANAGE_EVALUATIONS } from './site-evaluations';
import '../components/site-evaluations.css';

const siteOf = (request: Request, fallback: string) => new URL(request.url).searchParams.get('site_id') ?? fallback;

export const siteEvaluationEditorLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, MANAGE_EVALUATIONS);
    const siteId = siteOf(request, user.site_id);
    const id = params.siteEvaluationId ?? 'new';
    // 'new' copies a default evaluation: the site's list holds the defaults it inherits.
    if (id === 'new') await queryClient.prefetchQuery(siteEvaluationsQueryOptions(siteId));
    else await queryClient.prefetchQuery(siteEvaluationQueryOptions(siteId, id));
    return null;
  };

/** Spec 3 §8: saving fails with the dialog 'Error', its first error's lines, and OK. */
function ErrorDialog({ error, onClose }: { readonly error: unknown; readonly onClose: () => void }) {
  const first = (isApiError(error) ? error.errors[0] : undefined) ?? SERVER_ERROR_MESSAGE;
  return (
    <ModalDialog
      open
      title="Error"
      role="alertdialog"
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" onClick={onClose}>
          OK
        </button>
      }
    >
      {first.split('\n').map((line) => (
        <p key={line}>{line}</p>
      ))}
    </ModalDialog>
  );
}

function Schedule({ draft, onChange }: { readonly draft: EvaluationDraft; readonly onChange: (draft: EvaluationDraft) => void }) {
  return (
    <fieldset>
      <legend>When it is given</legend>
      <div className="evaluation-editor__modes">
        <label className="checkbox">
          <input type="radio" name="mode" checked={draft.mode === 'days'} onChange={() => onChange(withMode(draft, 'days'))} />
          <span>Days from start</span>
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name="mode"
            checked={draft.mode === 'dates'}
            disabled={draft.is_initial_evaluation}
            onChange={() => onChange(withMode(draft, 'dates'))}
          />
          <span>Fixed date range</span>
        </label>
      </div>
      {draft.mode === 'days' ? (
        <Field label="Days from start" hint="0 is the participant's first day.">
          {(control) => (
            <input
              {...control}
              className="input"
              type="number"
              min={0}
              step={1}
              disabled={draft.is_initial_evaluation}
              value={draft.days_from_start}
              onChange={(e) => onChange({ ...draft, days_from_start: e.target.value })}
            />
          )}
        </Field>
      ) : (
        <div className="evaluation-editor__modes">
          <Field label="Start date">
            {(control) => (
              <input
                {...control}
                className="input"
                type="date"
                value={draft.start_date}
                onChange={(e) => onChange({ ...draft, start_date: e.target.value })}
              />
            )}
          </Field>
          <Field label="End date">
            {(control) => (
              <input
                {...control}
                className="input"
                type="date"
                value={draft.end_date}
                onChange={(e) => onChange({ ...draft, end_date: e.target.value })}
              />
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}

function Editor({
  siteId,
  evaluation,
  copied,
}: {
  readonly siteId: string;
  readonly evaluation: SiteEvaluation | null;
  readonly copied: boolean;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<EvaluationDraft>(() => draftOf(evaluation, copied));
  const [dialog, setDialog] = useState(false);
  // A save that moved to a new address (a new evaluation, a site's copy) says so there.
  const [message, setMessage] = useState<string | null>((useLocation().state as { saved?: string } | null)?.saved ?? null);
  const save = useSaveSiteEvaluation(siteId);
  const id = copied ? null : (evaluation?.id ?? null);
  const questions = draft.questions;
  const setQuestions = (next: EvaluationDraft['questions']) => setDraft({ ...draft, questions: next });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id, body: bodyOf(draft) },
      {
        onSuccess: ({ evaluation: saved }) => {
          const text = `${saved.name} saved.`;
          // A new evaluation, or a default saved as this site's copy, opens under its own id.
          if (saved.id !== id)
            void navigate(`${paths.siteEvaluation.href(saved.id)}?site_id=${encodeURIComponent(siteId)}`, {
              replace: true,
              state: { saved: text },
            });
          else {
            setDraft(draftOf(saved));
            setMessage(text);
          }
        },
        onError: () => setDialog(true),
      },
    );
  };

  return (
    <form className="evaluation-editor" noValidate onSubmit={submit}>
      <StatusMessage message={message} />
      {evaluation?.site_id === null && !copied && <p>This is a default evaluation: saving it here makes this site's own copy.</p>}
      <Field label="Name" required>
        {(control) => (
          <input
            {...control}
            className="input"
            value={draft.name}
            disabled={draft.is_initial_evaluation}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        )}
      </Field>
      <label className="checkbox">
        <input type="checkbox" checked={draft.is_initial_evaluation} onChange={(e) => setDraft(withInitial(draft, e.target.checked))} />
        <span>Initial evaluation (Registration, on the first day)</span>
      </label>
      <Schedule draft={draft} onChange={setDraft} />
      {questions.map((question, index) => (
        <QuestionEditor
          key={question.key}
          question={question}
          number={index + 1}
          count={questions.length}
          onChange={(changed) => setQuestions(questions.map((q) => (q.key === changed.key ? changed : q)))}
          onMove={(delta) => setQuestions(moved(questions, index, delta))}
          onRemove={() => setQuestions(questions.filter((q) => q.key !== question.key))}
        />
      ))}
      <div className="evaluation-editor__actions">
        <button type="button" className="button" onClick={() => setQuestions([...questions, blankQuestion()])}>
          Add question
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        <Link to={`${paths.siteEvaluations.href()}?site_id=${encodeURIComponent(siteId)}`}>Back to evaluations</Link>
      </div>
      {dialog && save.error && <ErrorDialog error={save.error} onClose={() => setDialog(false)} />}
    </form>
  );
}

/** /site_evaluation/{id} (spec 3 §2.2, §4): 'new' starts as a copy of a default evaluation with its ids stripped. */
export function SiteEvaluationEditorRoute() {
  const user = useSignedInUser();
  const siteId = useSearchParams()[0].get('site_id') ?? user.site_id;
  const id = useParams().siteEvaluationId ?? 'new';
  const isNew = id === 'new';
  const list = useQuery({ ...siteEvaluationsQueryOptions(siteId), enabled: isNew });
  const one = useQuery({ ...siteEvaluationQueryOptions(siteId, id), enabled: !isNew });
  usePageTitle(isNew ? 'New evaluation' : (one.data?.name ?? 'Evaluation'));
  const failed = isNew ? list.isError : one.isError;
  const template = isNew
    ? (list.data?.find((e) => e.site_id === null && !e.is_initial_evaluation) ?? list.data?.find((e) => e.site_id === null) ?? null)
    : null;
  const ready = isNew ? list.isSuccess : one.isSuccess;
  return (
    <>
      <PageHeader title={isNew ? 'New evaluation' : (one.data?.name ?? 'Evaluation')} />
      {failed && <ErrorList errors={[LOAD_FAILED]} />}
      {ready && <Editor key={id} siteId={siteId} evaluation={isNew ? template : (one.data ?? null)} copied={isNew} />}
    </>
  );
}
