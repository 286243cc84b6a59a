import type { Report, SaveReportBody } from '@wellway/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorList } from '../../../components/error-list';
import { StatusMessage } from '../../../components/status-message';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { isApiError } from '../../../lib/api-client';
import { useDeleteReport } from '../api/delete-report';
import { useSaveReport } from '../api/save-report';
import type { Draft } from '../utils/draft';
import { SaveAsDialog } from './save-as-dialog';

/** Spec 3 §8. */
export const REPORT_NOT_DELETED = 'Report could not be deleted.';
export const REPORT_NOT_SAVED = 'Report could not be saved.';

const errorsOf = (error: Error | null, fallback: string): readonly string[] =>
  error ? (isApiError(error) ? error.errors : [fallback]) : [];

const bodyOf = (draft: Draft, name: string, asCustom: boolean): SaveReportBody => ({
  name,
  report_type: draft.report_type,
  fields: draft.report_type === 'Simple' ? [...draft.fields] : [],
  filters: draft.report_type === 'Simple' ? [...draft.filters] : [],
  sql: draft.report_type === 'SQL' ? draft.sql : null,
  as_custom: asCustom,
});

interface ReportActionsProps {
  readonly siteId: string;
  readonly draft: Draft;
  readonly report: Report | null;
  readonly onSaved: (report: Report | null) => void;
}

/** Save, Save As and Delete, each shown only when spec 3 §5's rules allow it (the API's can_save, can_delete). */
export function ReportActions({ siteId, draft, report, onSaved }: ReportActionsProps) {
  const save = useSaveReport();
  const deletion = useDeleteReport();
  const [naming, setNaming] = useState<'new' | 'copy' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [announcement, announce] = useAnnouncement();

  const saveAs = (id: string | null, name: string, asCustom: boolean) =>
    save.mutate(
      { siteId, id, body: bodyOf(draft, name, asCustom) },
      {
        onSuccess: ({ data }) => {
          setNaming(null);
          announce(`Report "${data.name}" saved.`);
          onSaved(data);
        },
      },
    );
  const remove = () =>
    report &&
    deletion.mutate(
      { siteId, id: report.id, asCustom: report.group === 'Custom' },
      {
        onSuccess: () => {
          setDeleting(false);
          announce(`Report "${report.name}" deleted.`);
          onSaved(null);
        },
      },
    );
  const openNaming = (mode: 'new' | 'copy') => {
    save.reset();
    setNaming(mode);
  };

  return (
    <>
      {report === null || report.can_save ? (
        <button
          type="button"
          className="button"
          disabled={save.isPending}
          onClick={() => (report === null ? openNaming('new') : saveAs(report.id, report.name, false))}
        >
          {save.isPending && naming === null ? 'Saving…' : 'Save'}
        </button>
      ) : null}
      {report !== null && (
        <button type="button" className="button" onClick={() => openNaming('copy')}>
          Save As
        </button>
      )}
      {report?.can_delete && (
        <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
          Delete
        </button>
      )}
      {naming === null && save.error && <ErrorList errors={errorsOf(save.error, REPORT_NOT_SAVED)} />}
      <StatusMessage message={announcement} />
      {naming !== null && (
        <SaveAsDialog
          open
          title={naming === 'new' ? 'Save report' : 'Save report as'}
          initialName={naming === 'copy' && report ? `${report.name} (copy)` : draft.name}
          busy={save.isPending}
          errors={errorsOf(save.error, REPORT_NOT_SAVED)}
          onSave={(name) => (naming === 'copy' && report ? saveAs(report.id, name, true) : saveAs(null, name, false))}
          onCancel={() => setNaming(null)}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title="Delete report"
        confirmLabel="Delete"
        busy={deletion.isPending}
        errors={deletion.error ? [REPORT_NOT_DELETED] : []}
        onConfirm={remove}
        onCancel={() => {
          setDeleting(false);
          deletion.reset();
        }}
      >
        Delete the report &quot;{report?.name}&quot;?
      </ConfirmDialog>
    </>
  );
}
