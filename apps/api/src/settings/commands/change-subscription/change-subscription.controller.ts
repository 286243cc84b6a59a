import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { subscriptionResponse } from '../../../identity/user-response.js';
import { requireEditableAccount } from '../../account-access.js';
import { ChangeUser } from '../../change-user.js';

import { SubscriptionAnswer, SubscriptionBodyDto } from './change-subscription.dto.js';
import { Endpoint } from '../../../http/endpoint.js';

/** PUT /users/{id}/subscription: Settings → Email Preferences. */
@Controller('users')
export class ChangeSubscriptionController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put(':id/subscription')
  @Endpoint({ summary: 'Change which e-mails an account receives', response: SubscriptionAnswer })
  async change(
    @User() actor: CurrentUser,
    @Param('id') id: string,
    @Body() body: SubscriptionBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    requireEditableAccount(actor, id);
    const input = body;
    const subscription = {
      emailFriendRequests: input.email_friend_requests,
      emailWallPosts: input.email_wall_posts,
      emailTeam: input.email_team,
      emailChallenges: input.email_challenges,
      emailSite: input.email_site,
      emailDaily: input.email_daily,
      emailUnsubscribeAll: input.email_unsubscribe_all,
      ...(input.notices === undefined
        ? {}
        : {
            notices: Object.fromEntries(
              Object.entries(input.notices).map(([key, choice]) => [key, { inApp: choice.in_app, email: choice.email }]),
            ),
          }),
    };
    const result = await this.commands.execute(
      new ChangeUser({ actor, userId: id, command: { type: 'ChangeSubscription', userId: id, subscription }, correlationId }),
    );
    return written(subscriptionResponse(result.state.subscription), result.position);
  }
}
