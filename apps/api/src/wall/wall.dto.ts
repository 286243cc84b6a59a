import { createZodDto } from 'nestjs-zod/dto';
import { z } from 'zod';
import {
  createPostBody,
  deletePostQuery,
  likeBody,
  likeWritten,
  post,
  postsQuery,
  postWritten,
  recentPostsQuery,
  updatePostBody,
} from '@wellway/contracts';
import { answer } from '../http/answer.js';

export class PostsQueryDto extends createZodDto(postsQuery) {}
export class RecentPostsQueryDto extends createZodDto(recentPostsQuery) {}
export class CreatePostBodyDto extends createZodDto(createPostBody) {}
export class UpdatePostBodyDto extends createZodDto(updatePostBody) {}
export class DeletePostQueryDto extends createZodDto(deletePostQuery) {}
export class LikeBodyDto extends createZodDto(likeBody) {}

export class PostsAnswer extends answer(z.array(post)) {}
export class PostAnswer extends answer(post) {}
export class PostWrittenAnswer extends answer(postWritten) {}
export class LikeWrittenAnswer extends answer(likeWritten) {}
export class WallSitesAnswer extends answer(z.array(z.object({ id: z.string(), name: z.string() }))) {}
