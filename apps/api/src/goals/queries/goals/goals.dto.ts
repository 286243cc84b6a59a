import { createZodDto } from 'nestjs-zod/dto';
import { goal, goalsQuery, siteGoalSiteQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class GoalsQueryDto extends createZodDto(goalsQuery) {}
export class SiteGoalsQueryDto extends createZodDto(siteGoalSiteQuery) {}
export class GoalsAnswer extends answer(z.array(goal)) {}
export class OneGoalAnswer extends answer(goal) {}
