import { paths } from '../../config/paths';
import { defineFeature } from '../../lib/feature-manifest';

/** Messaging (spec 1 §2 messages): conversations, a thread, settings and a new conversation; live, the unseen count in the header. */
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
  // No main-menu entry: spec 1 §2 puts messages in the user's menu (the header's Messages link and its count).
  updateKinds: ['messages'],
});
