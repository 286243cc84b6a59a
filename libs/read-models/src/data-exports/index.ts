import { defineReadModel } from '../capability.js';
import * as createDataExports from './migrations/2026_11_25_030000_create_data_exports.js';
import { exportDataExports } from './personal-data.js';
import { dataExportsProjection } from './projection.js';
import type { DataExportsTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** A person's exports of their own data: the log's record, the worker's progress and the archives. */
export const dataExportsReadModel = defineReadModel<DataExportsTables>({
  name: 'data_exports',
  projections: [dataExportsProjection],
  migrations: { '2026_11_25_030000_create_data_exports': createDataExports },
  personalData: { export: exportDataExports },
});
