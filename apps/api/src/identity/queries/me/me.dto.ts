import { me } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class MeAnswer extends answer(me) {}
