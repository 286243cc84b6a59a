import { createZodDto } from 'nestjs-zod/dto';
import { dashboardPrograms, redirectUrl, redirectUrlQuery } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class RedirectUrlQueryDto extends createZodDto(redirectUrlQuery) {}
export class DashboardProgramsAnswer extends answer(dashboardPrograms) {}
export class RedirectUrlAnswer extends answer(redirectUrl) {}
