import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { StatusMessage } from '../../../components/status-message';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-dialog';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard';
import { isApiError } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/current-user';
import { notFound, requirePermission } from '../../../lib/route-guards';
import { siteThemeQueryOptions } from '../api/get-site-theme';
import { themeDefaultsQueryOptions } from '../api/get-theme-defaults';
import { useSaveTheme } from '../api/save-theme';
import { ThemeVariableRow } from '../components/theme-variable-row';
import { afterSave, isUnsaved, reverted, themeRows, variablesOf, type ThemeRow } from '../utils/theme-rows';
import '../components/theme.css';
import { paths } from '../../../config/paths';

export const themeEditLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, 'site.edit');
    const siteId = new URL(request.url).searchParams.get('siteId') ?? user.site_id;
    try {
      const site = await queryClient.ensureQueryData(siteThemeQueryOptions(siteId));
      await queryClient.ensureQueryData(themeDefaultsQueryOptions(site.theme));
    } catch (error) {
      if (isApiError(error) && error.status === 404) notFound();
      throw error;
    }
    return null;
  };

/** /theme-edit?siteId= — the site's colours against its theme's defaults (spec 3 §2.1, §4, §5). */
export function ThemeEditRoute() {
  const [params] = useSearchParams();
  const me = useSignedInUser();
  // Without ?siteId the editor edits the signed-in user's own site (as the loader does).
  const siteId = params.get('siteId') ?? me.site_id;
  const { data: site } = useSuspenseQuery(siteThemeQueryOptions(siteId));
  const { data: defaults } = useSuspenseQuery(themeDefaultsQueryOptions(site.theme));
  usePageTitle('Theme');
  const [rows, setRows] = useState<ThemeRow[]>(() => themeRows(defaults, site.css_config_json));
  const [errors, setErrors] = useState<string[]>([]);
  const [announcement, announce] = useAnnouncement();
  const save = useSaveTheme();
  const navigate = useNavigate();
  const dirty = useMemo(() => rows.some(isUnsaved), [rows]);
  const blocker = useUnsavedChangesGuard(dirty && !save.isPending);

  const change = (variable: string, working: string) =>
    setRows((current) => current.map((row) => (row.variable === variable ? { ...row, working } : row)));

  async function onSave() {
    setErrors([]);
    try {
      await save.mutateAsync({ siteId: site.id, variables: variablesOf(rows) });
      setRows(afterSave);
      announce('Theme saved.');
    } catch (error) {
      setErrors(['Could not save Site', ...(isApiError(error) ? error.errors : [])]);
    }
  }

  function onCancel() {
    setRows(reverted);
    // The reverted copy is clean: leave on the next tick, past the guard.
    setTimeout(() => void navigate(paths.site.href(site.id)), 0);
  }

  return (
    <>
      <PageHeader title={`Theme: ${site.name}`}>
        <p className="page-lead">
          Theme <strong>{site.theme}</strong>. Values compare without regard to case; a mark shows what is unsaved or differs from the
          default.
        </p>
      </PageHeader>
      <ErrorList errors={errors} />
      <StatusMessage message={announcement} />
      <div className="card theme-editor">
        <table className="data-table data-table--stacked theme-table">
          <caption className="visually-hidden">Theme variables</caption>
          <thead>
            <tr>
              <th scope="col">Variable</th>
              <th scope="col">Value</th>
              <th scope="col">Default</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <ThemeVariableRow key={row.variable} row={row} onChange={(value) => change(row.variable, value)} />
            ))}
          </tbody>
        </table>
      </div>
      <div className="theme-editor__actions">
        <button type="button" className="button button--primary" onClick={() => void onSave()} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        {dirty && <span className="field__hint">Unsaved changes</span>}
      </div>
      <UnsavedChangesDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </>
  );
}
