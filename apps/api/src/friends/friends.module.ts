import { Module } from '@nestjs/common';
import { SitesModule } from '../sites/sites.module.js';
import { ChangeFriendshipController } from './commands/change-friendship/change-friendship.controller.js';
import { ChangeFriendshipHandler } from './commands/change-friendship/change-friendship.handler.js';
import { RequestFriendController } from './commands/request-friend/request-friend.controller.js';
import { RequestFriendHandler } from './commands/request-friend/request-friend.handler.js';
import { SendMailController } from './commands/send-mail/send-mail.controller.js';
import { SendFriendMailHandler } from './commands/send-mail/send-mail.handler.js';
import { FriendMailLimit } from './friend-mail-limit.js';
import { FriendshipsController } from './queries/friendships/friendships.controller.js';

/** Friends (spec 2 §2 Friends, §3 Friendship, §7 Friends calls): requests, answers, lists, search, e-mail to a friend. */
@Module({
  imports: [SitesModule],
  controllers: [FriendshipsController, RequestFriendController, ChangeFriendshipController, SendMailController],
  providers: [RequestFriendHandler, ChangeFriendshipHandler, SendFriendMailHandler, FriendMailLimit],
})
export class FriendsModule {}
