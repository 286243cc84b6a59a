import { createZodDto } from 'nestjs-zod/dto';
import { challengeableFriend, challengeableFriendsQuery, userChallenge, userChallengesQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class UserChallengesQueryDto extends createZodDto(userChallengesQuery) {}
export class ChallengeableFriendsQueryDto extends createZodDto(challengeableFriendsQuery) {}
export class UserChallengesAnswer extends answer(z.array(userChallenge)) {}
export class OneUserChallengeAnswer extends answer(userChallenge) {}
export class ChallengeableFriendsAnswer extends answer(z.array(challengeableFriend)) {}
