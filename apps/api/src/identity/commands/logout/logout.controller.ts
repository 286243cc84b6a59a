import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { userStream, users } from '@wellway/domain';
import { handleCommand, type EventStore } from '@wellway/event-store';
import { deleteSession, type Database } from '@wellway/read-models';
import type { AuthenticatedRequest } from '../../../http/current-user.js';
import { correlationIdOf, metadataFor } from '../../../http/metadata.js';
import { positionMeta } from '../../../http/envelope.js';
import { EVENT_STORE, READ_DB } from '../../../infrastructure/tokens.js';
import { SESSION_COOKIE } from '../../session-token.js';
import { SessionCache } from '../../session-cache.js';
import { ApiDoc } from '../../../http/api-doc.js';

@Controller('users')
export class LogoutController {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(SessionCache) private readonly sessions: SessionCache,
  ) {}

  /** Ends this session only; other devices stay signed in. */
  @Post('logout')
  @HttpCode(200)
  @ApiDoc('Sign out (clears the session cookie)')
  async logout(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const user = request.user!;
    await deleteSession(this.db, request.sessionTokenHash!);
    this.sessions.evict(request.sessionTokenHash!);
    const recorded = await handleCommand({
      store: this.store,
      stream: userStream(user.id),
      decider: users.userDecider,
      command: { type: 'RecordSignOut', userId: user.id, siteId: user.siteId },
      metadata: metadataFor({ actor: user, siteId: user.siteId, correlationId: correlationIdOf(request) }),
    });
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { data: { signed_out: true }, meta: positionMeta(recorded.position) };
  }
}
