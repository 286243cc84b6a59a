import { dataExport } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class LatestDataExportAnswer extends answer(dataExport.nullable()) {}
