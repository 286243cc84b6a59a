import { z } from 'zod';
import { requiredTerm } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class RequiredTermsAnswer extends answer(z.array(requiredTerm)) {}
