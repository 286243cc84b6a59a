import { alive, ready } from '@wellway/contracts';
import { answer } from '../http/answer.js';

export class ReadyAnswer extends answer(ready) {}
export class AliveAnswer extends answer(alive) {}
