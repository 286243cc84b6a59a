import { createZodDto } from 'nestjs-zod/dto';
import { foundPerson, friendCounts, friendSearchQuery, friendshipsAnswer, friendshipsQuery, friendshipStatus } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class FriendshipsQueryDto extends createZodDto(friendshipsQuery) {}
export class FriendSearchQueryDto extends createZodDto(friendSearchQuery) {}
export class FriendshipsPageAnswer extends createZodDto(friendshipsAnswer, { codec: true }) {}
export class FriendCountsAnswer extends answer(friendCounts) {}
export class FoundPeopleAnswer extends answer(z.array(foundPerson)) {}
export class FriendshipStatusAnswer extends answer(friendshipStatus) {}
