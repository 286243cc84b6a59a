import { follow } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class FollowsAnswer extends answer(z.array(follow)) {}
export class OneFollowAnswer extends answer(follow) {}
