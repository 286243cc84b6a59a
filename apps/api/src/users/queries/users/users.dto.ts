import { createZodDto } from 'nestjs-zod/dto';
import { userSearchQuery, usersQuery } from '@wellway/contracts';

export class UsersQueryDto extends createZodDto(usersQuery) {}
export class UserSearchQueryDto extends createZodDto(userSearchQuery) {}
