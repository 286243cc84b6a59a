import { z } from 'zod';
import { themeVariable } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class ThemeVariablesAnswer extends answer(z.array(themeVariable)) {}
