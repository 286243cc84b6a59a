import { Module } from '@nestjs/common';
import { FollowController } from './commands/follow/follow.controller.js';
import { FollowUserHandler } from './commands/follow/follow.handler.js';
import { UnfollowController } from './commands/unfollow/unfollow.controller.js';
import { UnfollowUserHandler } from './commands/unfollow/unfollow.handler.js';
import { FollowsController } from './queries/follows/follows.controller.js';

/** Follows (spec 2 §2 Wall and follows, §3 Follow, §7 follows calls): follow, unfollow, the list, is-following. */
@Module({
  controllers: [FollowsController, FollowController, UnfollowController],
  providers: [FollowUserHandler, UnfollowUserHandler],
})
export class FollowsModule {}
