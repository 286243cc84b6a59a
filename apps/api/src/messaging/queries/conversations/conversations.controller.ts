import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { NotFoundException } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { messagingMessages } from '@wellway/domain';
import {
  conversationMessages,
  findConversation,
  listConversations,
  mutedIdsOf,
  unseenConversationCount,
  type ConversationReader,
  type Database,
} from '@wellway/read-models';
import { User, type CurrentUser } from '../../../http/current-user.js';
import { Endpoint } from '../../../http/endpoint.js';
import { list, one } from '../../../http/envelope.js';
import { ReadsFrom } from '../../../http/read-your-writes.js';
import { RequirePermission } from '../../../http/require-permission.js';
import { READ_DB } from '../../../infrastructure/tokens.js';
import {
  ConversationsAnswer,
  ConversationsQueryDto,
  MessagesAnswer,
  MessagesQueryDto,
  UnseenConversationsAnswer,
} from '../../messaging.dto.js';

const conversationNotFound = () => new NotFoundException(messagingMessages.notFound);

/** The signed-in person's conversations on their site: only those they are in. */
@Controller('conversations')
@RequirePermission('messages.view')
export class ConversationsController {
  constructor(@Inject(READ_DB) private readonly db: Kysely<Database>) {}

  @Get()
  @ReadsFrom('messaging', 'mutes')
  @Endpoint({ summary: "The signed-in user's conversations", response: ConversationsAnswer })
  async index(@User() user: CurrentUser, @Query() query: ConversationsQueryDto) {
    const rows = await listConversations(this.db, await this.reader(user), query.include);
    return list(rows, { total_records: rows.length });
  }

  @Get('unseen_count')
  @ReadsFrom('messaging', 'mutes')
  @Endpoint({ summary: 'How many conversations have messages the user has not seen (the menu count)', response: UnseenConversationsAnswer })
  async unseen(@User() user: CurrentUser) {
    return one({ unseen: await unseenConversationCount(this.db, await this.reader(user)) });
  }

  /** Spec 1 §7: "a load reads the first item of the response data list". */
  @Get(':id')
  @ReadsFrom('messaging', 'mutes')
  @Endpoint({ summary: 'One conversation with its latest messages (a one-item list)', response: ConversationsAnswer })
  async show(@User() user: CurrentUser, @Param('id') id: string) {
    const found = await findConversation(this.db, await this.reader(user), id);
    if (!found) throw conversationNotFound();
    return list([found], { total_records: 1 });
  }

  @Get(':id/messages')
  @ReadsFrom('messaging', 'mutes')
  @Endpoint({ summary: "A conversation's latest messages, oldest first", response: MessagesAnswer })
  async messages(@User() user: CurrentUser, @Param('id') id: string, @Query() query: MessagesQueryDto) {
    if (!(await findConversation(this.db, await this.reader(user), id))) throw conversationNotFound();
    const { messages, total } = await conversationMessages(this.db, id, { pageSize: query.page_size });
    return list(messages, { total_records: total });
  }

  /** The reader, with whom they muted: those people's messages do not make a conversation unseen. */
  private async reader(user: CurrentUser): Promise<ConversationReader> {
    return { siteId: user.siteId, userId: user.id, mutedIds: await mutedIdsOf(this.db, { siteId: user.siteId, muterId: user.id }) };
  }
}
