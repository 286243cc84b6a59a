import { createZodDto } from 'nestjs-zod/dto';
import { listedUser, shownUser, userSearchQuery, usersQuery } from '@wellway/contracts';
import { z } from 'zod';
import { answer } from '../../../http/answer.js';

export class UsersQueryDto extends createZodDto(usersQuery) {}
export class UserSearchQueryDto extends createZodDto(userSearchQuery) {}

export class ListedUsersAnswer extends answer(z.array(listedUser)) {}
export class ShownUserAnswer extends answer(shownUser) {}
