import { Body, Controller, Inject, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { UserChallengeState, UserChallengeStatusChange } from '@wellway/domain';
import { findUserById, type Database } from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { written } from '../../../http/envelope.js';
import { CorrelationId } from '../../../http/correlation-id.js';
import { Endpoint } from '../../../http/endpoint.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import { userChallengeFromState } from '../../user-challenge-response.js';
import { ChangeChallengeStatus } from '../change-user-challenge-status/change-user-challenge-status.handler.js';
import { SendChallenge } from './send-user-challenge.handler.js';
import {
  SendUserChallengeBodyDto,
  UserChallengeAnswer,
  UserChallengeStatusBodyDto,
  UserChallengeStatusByIdBodyDto,
} from './send-user-challenge.dto.js';

/** Spec 2 §7 Challenges: POST a user challenge; PUT its status (id, status). */
@Controller('user_challenges')
@RequirePermission('challenges.view')
export class UserChallengeCommandsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(READ_DB) private readonly db: Kysely<Database>,
  ) {}

  /** The challenge as the command left it (the popups read it), with both sides' names. */
  private async answer(user: CurrentUser, id: string, { position, state }: { position: bigint | null; state: UserChallengeState }) {
    const [sender, receiver] = await Promise.all([findUserById(this.db, state.senderId), findUserById(this.db, state.receiverId)]);
    return written(userChallengeFromState(id, state, user.id, { sender, receiver }), position);
  }

  private async changeStatus(user: CurrentUser, id: string, status: UserChallengeStatusChange, correlationId: string) {
    const result = await this.commands.execute(new ChangeChallengeStatus({ user, userChallengeId: id, status, correlationId }));
    return this.answer(user, id, result);
  }

  @Post()
  @Endpoint({ summary: 'Challenge a friend (at most 5 active challenges on each side)', response: UserChallengeAnswer, status: 201 })
  async send(
    @User() user: CurrentUser,
    @Body() body: SendUserChallengeBodyDto,
    @CorrelationId() correlationId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.commands.execute(
      new SendChallenge({ user, receiverId: body.receiver_id, challengeId: body.challenge_id, correlationId }),
    );
    void reply.status(201);
    return this.answer(user, result.userChallengeId, result);
  }

  @Put(':id/status')
  @Endpoint({ summary: 'Accept, decline, cancel or complete a challenge (your side)', response: UserChallengeAnswer })
  async status(
    @User() user: CurrentUser,
    @Param('id') id: string,
    @Body() body: UserChallengeStatusBodyDto,
    @CorrelationId() correlationId: string,
  ) {
    return this.changeStatus(user, id, body.status, correlationId);
  }

  /** The legacy client's form: PUT status with the id in the body. */
  @Put('status')
  @Endpoint({ summary: 'Accept, decline, cancel or complete a challenge (id in the body)', response: UserChallengeAnswer })
  async statusById(@User() user: CurrentUser, @Body() body: UserChallengeStatusByIdBodyDto, @CorrelationId() correlationId: string) {
    return this.changeStatus(user, body.id, body.status, correlationId);
  }
}
