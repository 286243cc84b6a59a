import { createZodDto } from 'nestjs-zod/dto';
import { challenge, challengeSiteQuery, challengesQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class ChallengesQueryDto extends createZodDto(challengesQuery) {}
export class ChallengeQueryDto extends createZodDto(challengeSiteQuery) {}
export class ChallengesAnswer extends answer(z.array(challenge)) {}
export class OneChallengeAnswer extends answer(challenge) {}
