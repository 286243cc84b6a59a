import { siteDeleted } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SiteDeletedAnswer extends answer(siteDeleted) {}
