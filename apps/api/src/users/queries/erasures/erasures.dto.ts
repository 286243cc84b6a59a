import { erasureRecords } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class ErasuresAnswer extends answer(erasureRecords) {}
