import { defineReadModel } from '../capability.js';
import * as createConversations from './migrations/2026_11_26_080000_create_conversations.js';
import * as indexMessageImages from './migrations/2026_11_27_050000_index_message_images.js';
import { exportPersonsMessages } from './personal-data.js';
import { messagingProjection } from './projection.js';
import type { MessagingTables } from './table.js';

export * from './table.js';
export * from './projection.js';
export * from './queries.js';

/** Conversations and messages (spec 1 §3), refreshed live for their members (kind 'messages'). */
export const messagingReadModel = defineReadModel<MessagingTables>({
  name: 'messaging',
  projections: [messagingProjection],
  migrations: {
    '2026_11_26_080000_create_conversations': createConversations,
    '2026_11_27_050000_index_message_images': indexMessageImages,
  },
  liveKind: 'messages',
  personalData: { export: exportPersonsMessages },
});
