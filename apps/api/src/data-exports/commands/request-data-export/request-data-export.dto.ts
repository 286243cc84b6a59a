import { dataExport } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class DataExportRequestedAnswer extends answer(dataExport) {}
