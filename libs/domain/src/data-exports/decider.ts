import { assertNever, type Decider } from '../shared/decider.js';
import type { DataExportCommand } from './commands.js';
import { exportNotInProgress, exportWhileImpersonating } from './errors.js';
import type { DataExportEvent } from './events.js';

/** A person's exports live in one stream, so "one in progress at a time" is a stream invariant. */
export const dataExportsStream = (userId: string): string => `data_exports-${userId}`;

/** How long a finished archive can be downloaded. */
export const DATA_EXPORT_VALID_HOURS = 24;

export interface DataExportsState {
  /** The export being built, if any. */
  readonly inProgress: string | null;
  /** Exports that ended (completed or failed): deciding on them again changes nothing. */
  readonly ended: ReadonlySet<string>;
}

export const initialState = (): DataExportsState => ({ inProgress: null, ended: new Set() });

export function evolve(state: DataExportsState, event: DataExportEvent): DataExportsState {
  switch (event.type) {
    case 'DataExportRequested':
      return { ...state, inProgress: event.data.exportId };
    case 'DataExportCompleted':
    case 'DataExportFailed':
      return {
        inProgress: state.inProgress === event.data.exportId ? null : state.inProgress,
        ended: new Set(state.ended).add(event.data.exportId),
      };
    default:
      return assertNever(event);
  }
}

const expiryOf = (readyAt: string): string => new Date(Date.parse(readyAt) + DATA_EXPORT_VALID_HOURS * 3600_000).toISOString();

export function decide(command: DataExportCommand, state: DataExportsState): DataExportEvent[] {
  switch (command.type) {
    case 'RequestDataExport': {
      if (command.impersonatorId !== null) throw exportWhileImpersonating();
      // Asking again while one is being built: that one is the answer (state.inProgress).
      if (state.inProgress !== null) return [];
      const { exportId, userId, siteId, requestedAt } = command;
      return [{ type: 'DataExportRequested', data: { exportId, userId, siteId, requestedAt } }];
    }
    case 'CompleteDataExport': {
      if (state.ended.has(command.exportId)) return []; // a retried job
      if (state.inProgress !== command.exportId) throw exportNotInProgress();
      const { exportId, userId, siteId, readyAt } = command;
      return [{ type: 'DataExportCompleted', data: { exportId, userId, siteId, readyAt, expiresAt: expiryOf(readyAt) } }];
    }
    case 'FailDataExport': {
      if (state.ended.has(command.exportId)) return [];
      if (state.inProgress !== command.exportId) throw exportNotInProgress();
      const { exportId, userId, siteId, failedAt } = command;
      return [{ type: 'DataExportFailed', data: { exportId, userId, siteId, failedAt } }];
    }
    default:
      return assertNever(command);
  }
}

export const dataExportsDecider: Decider<DataExportCommand, DataExportEvent, DataExportsState> = { decide, evolve, initialState };
