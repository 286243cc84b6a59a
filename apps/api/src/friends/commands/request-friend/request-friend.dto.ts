import { createZodDto } from 'nestjs-zod/dto';
import { createFriendshipBody, friendship } from '@wellway/contracts';
import { answer } from '../../../http/answer.js';

export class CreateFriendshipBodyDto extends createZodDto(createFriendshipBody) {}
export class FriendshipAnswer extends answer(friendship) {}
