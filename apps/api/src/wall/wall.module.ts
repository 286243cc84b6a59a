import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { ChangePostsController } from './commands/change-posts/change-posts.controller.js';
import { RunPostCommandHandler } from './commands/change-posts/change-posts.handler.js';
import { PostRateLimit } from './post-rate-limit.js';
import { PostsController } from './queries/posts/posts.controller.js';
import { WallAccess } from './wall-access.js';

/** The wall (spec 2 §2-§9): posts, comments, likes, tags, reports and moderation, told live to the post's site. */
@Module({
  imports: [SitesModule],
  controllers: [PostsController, ChangePostsController],
  providers: [RunPostCommandHandler, PostRateLimit, WallAccess],
})
export class WallModule {}
