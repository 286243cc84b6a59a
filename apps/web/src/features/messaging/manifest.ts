import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** Messaging (spec 1 §2 messages): conversations, a thread, settings and a new conversation; live, with the unseen count in the menu. */
export const messagingFeature = defineFeature({
  name: 'messaging',
  routes: (queryClient) => ({
    signedIn: [
      {
        path: paths.messages.path,
        lazy: () =>
          import('./routes/conversations').then((route) => ({
            loader: route.conversationsLoader(queryClient),
            Component: route.ConversationsRoute,
          })),
      },
      {
        path: paths.messages.conversation.path,
        lazy: () =>
          import('./routes/conversation').then((route) => ({
            loader: route.conversationLoader(queryClient),
            Component: route.ConversationRoute,
          })),
      },
      {
        path: paths.messages.conversation.edit.path,
        lazy: () =>
          import('./routes/conversation-edit').then((route) => ({
            loader: route.conversationEditLoader(queryClient),
            Component: route.ConversationEditRoute,
          })),
      },
      {
        path: paths.messages.create.path,
        lazy: () =>
          import('./routes/conversation-create').then((route) => ({
            loader: route.conversationCreateLoader(queryClient),
            Component: route.ConversationCreateRoute,
          })),
      },
    ],
  }),
  menu: [
    {
      id: 'messages',
      label: 'Messages',
      section: paths.messages.path,
      to: () => paths.messages.href(),
      count: ({ unseenConversations }) => unseenConversations ?? 0,
      when: 'messages.view',
    },
  ],
  updateKinds: ['messages'],
});
