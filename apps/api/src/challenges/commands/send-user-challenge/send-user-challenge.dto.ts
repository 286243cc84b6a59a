import { createZodDto } from 'nestjs-zod/dto';
import { sendUserChallengeBody, userChallenge, userChallengeStatusBody, userChallengeStatusByIdBody } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class SendUserChallengeBodyDto extends createZodDto(sendUserChallengeBody) {}
export class UserChallengeStatusBodyDto extends createZodDto(userChallengeStatusBody) {}
export class UserChallengeStatusByIdBodyDto extends createZodDto(userChallengeStatusByIdBody) {}
export class UserChallengeAnswer extends answer(userChallenge) {}
