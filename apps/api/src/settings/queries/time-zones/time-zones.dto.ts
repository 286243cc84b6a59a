import { z } from 'zod';
import { timeZone } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class TimeZonesAnswer extends answer(z.array(timeZone)) {}
