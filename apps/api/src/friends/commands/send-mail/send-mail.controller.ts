import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CorrelationId } from '../../../http/correlation-id.js';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { written } from '../../../http/envelope.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { FriendMailSentAnswer, SendMailBodyDto } from './send-mail.dto.js';
import { SendFriendMailCommand } from './send-mail.handler.js';

/** Spec 2 §7 POST /send_mail (email_type 'individual', recipient_id, message): an e-mail to a friend. */
@Controller('send_mail')
@RequirePermission('friends.view')
export class SendMailController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @Endpoint({
    summary: "E-mail a friend ('Please include a message.' when empty); a worker sends it",
    response: FriendMailSentAnswer,
    status: 202,
    errors: [429],
  })
  async send(@User() user: CurrentUser, @Body() body: SendMailBodyDto, @CorrelationId() correlationId: string) {
    const { mailId, position } = await this.commands.execute(
      new SendFriendMailCommand({ user, recipientId: body.recipient_id, message: body.message, correlationId }),
    );
    return written({ id: mailId }, position);
  }
}
