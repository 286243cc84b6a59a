import { createZodDto } from 'nestjs-zod/dto';
import { createFollowBody, follow } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class CreateFollowBodyDto extends createZodDto(createFollowBody) {}
export class FollowAnswer extends answer(follow) {}
