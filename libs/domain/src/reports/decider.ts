import { assertNever, type Decider } from '../shared/decider.js';
import type { ItemScope } from '../shared/site-defaults.js';
import type { DeleteReport, RecordReportRun, SaveReport, SavedReportCommand } from './commands.js';
import { cannotDeleteReport, cannotSaveReport, fieldRequired, reportExists, reportNotFound, sqlRequired, unknownField } from './errors.js';
import type { ReportContent, ReportRan, SavedReportEvent } from './events.js';
import { canDeleteReport, canSaveReport, reportSeenFrom, savesAsCustom } from './rules.js';

export const reportStream = (reportId: string): string => `report-${reportId}`;
export const reportRunStream = (runId: string): string => `report-run-${runId}`;

export interface SavedReportState {
  readonly status: 'none' | 'saved' | 'deleted';
  readonly siteId: ItemScope;
  readonly parentId: string | null;
  readonly createdByMaster: boolean;
}

export const initialState = (): SavedReportState => ({ status: 'none', siteId: null, parentId: null, createdByMaster: false });

export function evolve(state: SavedReportState, event: SavedReportEvent): SavedReportState {
  switch (event.type) {
    case 'ReportSaved': {
      const { siteId, parentId, createdByMaster } = event.data;
      return { status: 'saved', siteId, parentId, createdByMaster };
    }
    case 'ReportDeleted':
      return { ...state, status: 'deleted' };
    default:
      return assertNever(event);
  }
}

/** Every field a report names is one of the site's (registry or evaluation question). */
export function checkReportFields(ids: readonly string[], known: ReadonlySet<string>): void {
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw unknownField(unknown);
}

/**
 * Spec 3 §4/§5: a Simple report keeps at least one field and no SQL; a SQL report keeps its SQL
 * and no filters (switching the layout clears the other's part).
 */
export function normaliseReportContent(content: ReportContent, known: ReadonlySet<string>): ReportContent {
  if (content.reportType === 'SQL') {
    const sql = content.sql?.trim() ?? '';
    if (sql === '') throw sqlRequired();
    return { ...content, fields: [], filters: [], sql };
  }
  if (content.fields.length === 0) throw fieldRequired();
  checkReportFields([...content.fields, ...content.filters.map((filter) => filter.field)], known);
  return { ...content, sql: null };
}

function create(command: SaveReport, state: SavedReportState): SavedReportEvent[] {
  if (state.status !== 'none') throw reportExists();
  const { reportId, siteId, actor, at, parentId } = command;
  const content = normaliseReportContent(command.content, command.knownFieldIds);
  const scope = savesAsCustom(actor.role, siteId, command.asCustom) ? siteId : null;
  const createdByMaster = actor.role === 'master';
  return [
    { type: 'ReportSaved', data: { ...content, reportId, siteId: scope, parentId, createdByMaster, savedById: actor.userId, savedAt: at } },
  ];
}

function update(command: SaveReport, state: SavedReportState): SavedReportEvent[] {
  if (state.status !== 'saved' || !reportSeenFrom(state, command.siteId)) throw reportNotFound();
  if (!canSaveReport(command.actor.role, state)) throw cannotSaveReport();
  const content = normaliseReportContent(command.content, command.knownFieldIds);
  const { siteId, parentId, createdByMaster } = state;
  const data = {
    ...content,
    reportId: command.reportId,
    siteId,
    parentId,
    createdByMaster,
    savedById: command.actor.userId,
    savedAt: command.at,
  };
  return [{ type: 'ReportSaved', data }];
}

function remove(command: DeleteReport, state: SavedReportState): SavedReportEvent[] {
  if (state.status !== 'saved' || !reportSeenFrom(state, command.siteId)) throw reportNotFound();
  if (!canDeleteReport(command.actor.role, state)) throw cannotDeleteReport();
  const { reportId, actor, at } = command;
  return [{ type: 'ReportDeleted', data: { reportId, siteId: state.siteId, deletedById: actor.userId, deletedAt: at } }];
}

export function decide(command: SavedReportCommand, state: SavedReportState): SavedReportEvent[] {
  switch (command.type) {
    case 'SaveReport':
      return command.kind === 'create' ? create(command, state) : update(command, state);
    case 'DeleteReport':
      return remove(command, state);
    default:
      return assertNever(command);
  }
}

export const savedReportDecider: Decider<SavedReportCommand, SavedReportEvent, SavedReportState> = { decide, evolve, initialState };

/** A run's record: one event on a new stream, whatever came before (nothing does). */
export const reportRunDecider: Decider<RecordReportRun, ReportRan, null> = {
  initialState: () => null,
  evolve: (state) => state,
  decide: (command) => {
    const { runId, siteId, reportId, reportType, purpose, rows, durationMs, aggregated, actor, at } = command;
    return [
      {
        type: 'ReportRan',
        data: { runId, siteId, reportId, userId: actor.userId, reportType, purpose, rows, durationMs, aggregated, ranAt: at },
      },
    ];
  },
};
