import { createZodDto } from 'nestjs-zod/dto';
import { friendship, updateFriendshipBody } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class UpdateFriendshipBodyDto extends createZodDto(updateFriendshipBody) {}
export class ChangedFriendshipAnswer extends answer(friendship) {}
export class RemovedFriendshipAnswer extends answer(z.object({ id: z.string() })) {}
