import { me } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SessionAnswer extends answer(me.nullable()) {}
