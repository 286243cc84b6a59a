import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { StatusMessage } from '../../../components/status-message';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { requirePermission } from '../../../lib/route-guards';
import { useCreateProgram } from '../api/create-program';
import { useDeleteProgram } from '../api/delete-program';
import { programQueryOptions, useProgram } from '../api/get-program';
import type { Program } from '../api/get-programs';
import { siteLocationsQueryOptions } from '../../../lib/site-locations';
import { useUpdateProgram } from '../api/update-program';
import { ProgramForm } from '../components/program-form';
import { bodyOf, draftOf, draftProblems, loggingStateNames, type ProgramDraft } from '../utils/program-draft';
import { useDomainForm } from '../../../components/form/use-domain-form';
import { MANAGE_PROGRAMS_PERMISSION } from './programs';
import '../components/programs.css';
import { paths } from '../../../config/paths';

const SAVE_FAILED = 'Could not save Program';
const DELETE_FAILED = 'Could not delete program.';
const serverErrors = (error: unknown) => (isApiError(error) ? error.errors : []);

export const programEditorLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, MANAGE_PROGRAMS_PERMISSION);
    await Promise.all([
      queryClient.prefetchQuery(siteLocationsQueryOptions(params.siteId ?? '')),
      params.programId && params.programId !== 'new' ? queryClient.prefetchQuery(programQueryOptions(params.programId)) : null,
    ]);
    return null;
  };

function Editor({ siteId, program }: { readonly siteId: string; readonly program: Program | null }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);
  const [message, announce] = useAnnouncement();
  const locations = useQuery(siteLocationsQueryOptions(siteId));
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const remove = useDeleteProgram();

  const kit = useDomainForm<ProgramDraft>(
    { defaultValues: draftOf(program), rules: draftProblems, summaryTitle: SAVE_FAILED },
    (draft, form) => {
      const body = bodyOf(draft);
      if (program === null) {
        create.mutate(
          { siteId, body },
          {
            // Spec 1 §4: a new program opens in its own editor.
            onSuccess: ({ data }) => void navigate(paths.site.program.href(siteId, data.id), { replace: true }),
            onError: (error) => kit.fail(serverErrors(error)),
          },
        );
        return;
      }
      update.mutate(
        { id: program.id, siteId, revision: program.revision, body },
        {
          onSuccess: ({ data }) => {
            form.reset(draftOf(data));
            announce(`${data.name} saved.`);
          },
          onError: (error) => kit.fail(serverErrors(error)),
        },
      );
    },
  );

  return (
    <>
      <StatusMessage message={message} />
      {locations.isError && <ErrorList errors={['Locations could not be loaded.']} />}
      {program?.logging_state && (
        <p>
          State today: <span className="program-state">{loggingStateNames[program.logging_state]}</span>
        </p>
      )}
      <ProgramForm
        kit={kit}
        locations={locations.data ?? []}
        saving={create.isPending || update.isPending}
        actions={
          <>
            <Link className="button" to={paths.site.programs.href(siteId)}>
              Back to programs
            </Link>
            {program && (
              <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
                Delete program
              </button>
            )}
          </>
        }
      />
      <ConfirmDialog
        open={confirming}
        title="Delete program?"
        confirmLabel="Delete"
        busy={remove.isPending}
        errors={deleteErrors}
        onConfirm={() =>
          program &&
          !remove.isPending &&
          remove.mutate(
            { id: program.id, siteId },
            {
              onSuccess: () => void navigate(paths.site.programs.href(siteId)),
              onError: (error) => setDeleteErrors([DELETE_FAILED, ...serverErrors(error)]),
            },
          )
        }
        onCancel={() => setConfirming(false)}
      >
        Delete <strong>{program?.name}</strong>? This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

/** /site/:siteId/program/:programId — the program editor ('new' creates one). */
export function ProgramEditorRoute() {
  const { siteId = '', programId = 'new' } = useParams();
  const isNew = programId === 'new';
  const program = useProgram(isNew ? '' : programId);
  usePageTitle(isNew ? 'New Program' : 'Program');
  const title = isNew ? 'New program' : (program.data?.name ?? 'Program');

  return (
    <>
      <PageHeader title={title} />
      {isNew ? (
        <Editor key="new" siteId={siteId} program={null} />
      ) : program.isError ? (
        <ErrorList errors={['Program could not be loaded.', ...serverErrors(program.error)]} />
      ) : program.data ? (
        <Editor key={program.data.id} siteId={siteId} program={program.data} />
      ) : (
        <p role="status">Loading the program…</p>
      )}
    </>
  );
}
