import { createZodDto } from 'nestjs-zod/dto';
import { challenge, challengeDeleted, challengeSiteQuery, createChallengeBody, updateChallengeBody } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class CreateChallengeBodyDto extends createZodDto(createChallengeBody) {}
export class UpdateChallengeBodyDto extends createZodDto(updateChallengeBody) {}
export class ChallengeSiteQueryDto extends createZodDto(challengeSiteQuery) {}

export class ChallengeAnswer extends answer(challenge) {}
export class ChallengeDeletedAnswer extends answer(challengeDeleted) {}
