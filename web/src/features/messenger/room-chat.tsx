// The room chat of a conversation (spec §4, §5, §9): the shared chat (`shared/chat/chat.tsx`) over
// the room's messages in the Apollo cache. `roomMessages` reads the newest 12 and, with `fetchMore`,
// 12 `before` the oldest (the field's merge keeps one list per room); `messageAdded` and the send
// mutation's answer are added to that list; the app user's reading (`conversationRead`) turns the
// cached messages' read marks. Opening a room (the page keys the chat by room) leaves the previous
// one (its subscriptions end); when the conversation has new messages it is marked read.
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Flex, Text } from '@chakra-ui/react';
import { useCallback, useEffect } from 'react';
import { graphql } from '../../__generated__';
import { ConversationReadSubscription } from '../../shared/chat/read';
import type { FileInput } from '../../__generated__/graphql';
import { Chat, withMessage, type ChatProblem } from '../../shared/chat/chat';
import { CHAT_PAGE_SIZE } from '../../shared/chat/scroll';
import { useMessages } from '../../shared/i18n/define';
import { MessageBubble } from './message-bubble';
import { useSessionUser } from '../../shared/session/session-context';
import { messengerMessages } from './messages';

const RoomMessagesQuery = graphql(`
  query RoomMessages($room: String!, $limit: Int!, $before: DateTime) {
    roomMessages(room: $room, limit: $limit, before: $before) {
      items {
        id
        createdAt
        senderId
        ...MessageBubble_message
      }
      rest
    }
  }
`);

const RoomMessageAddedSubscription = graphql(`
  subscription RoomMessageAdded($room: String!) {
    messageAdded(room: $room) {
      id
      createdAt
      senderId
      ...MessageBubble_message
    }
  }
`);

const SendRoomMessageMutation = graphql(`
  mutation SendRoomMessage($room: String!, $text: String, $file: FileInput) {
    sendRoomMessage(room: $room, text: $text, file: $file) {
      id
      createdAt
      senderId
      ...MessageBubble_message
    }
  }
`);

const MarkConversationReadMutation = graphql(`
  mutation MarkConversationRead($room: String!) {
    markConversationRead(room: $room)
  }
`);

/** The app user's id of a room `user-{id}`. */
export const roomUserId = (room: string): number | null => {
  const match = /^user-(\d+)$/.exec(room.trim());
  return match ? Number(match[1]) : null;
};

export interface RoomChatProps {
  room: string;
  title: string;
  hasNewMessage: boolean;
}

export function RoomChat({ room, title, hasNewMessage }: RoomChatProps) {
  const t = useMessages(messengerMessages);
  const client = useApolloClient();
  const userId = roomUserId(room);
  // A vendor reads his own room: his messages are his (right side), the staff's the other side's (issue 39).
  const viewerId = useSessionUser()?.id;
  const ownRoom = userId !== null && viewerId === userId;
  /** The viewer's side of the conversation: the staff's messages for staff, the room user's own for him. */
  const ours = (senderId: number | null | undefined) => (ownRoom ? senderId === userId : senderId == null || senderId !== userId);
  const open = room.trim() !== '';
  const variables = { room, limit: CHAT_PAGE_SIZE };
  const { data, loading, error, refetch, fetchMore, subscribeToMore } = useQuery(RoomMessagesQuery, {
    variables,
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const messages = data?.roomMessages.items ?? [];
  const [markRead] = useMutation(MarkConversationReadMutation);
  const [sendMessage] = useMutation(SendRoomMessageMutation, {
    update: (cache, { data: answer }) => {
      const sent = answer?.sendRoomMessage;
      if (sent) cache.updateQuery({ query: RoomMessagesQuery, variables }, (list) => list && { roomMessages: withMessage(list.roomMessages, sent) });
    },
  });

  // A message in the room (the app user's or another staff member's) joins the room's list.
  useEffect(() => {
    if (!open) return;
    return subscribeToMore({
      document: RoomMessageAddedSubscription,
      variables: { room },
      updateQuery: (_unsafe, { complete, previousData, subscriptionData }) =>
        complete ? { roomMessages: withMessage(previousData.roomMessages, subscriptionData.data.messageAdded) } : undefined,
    });
  }, [open, room, subscribeToMore]);

  // The conversation had (or gets, while open) new messages: mark it read; the badge goes.
  useEffect(() => {
    if (!hasNewMessage || !open) return;
    void markRead({ variables: { room } })
      .then(() => client.cache.modify({ id: client.cache.identify({ __typename: 'Conversation', roomName: room }), fields: { hasNewMessage: () => false } }))
      .catch(() => undefined);
  }, [client, hasNewMessage, markRead, open, room]);

  // The other side read the viewer's messages: their read marks turn to '✓✓' live.
  useSubscription(ConversationReadSubscription, {
    variables: { room },
    skip: !open || userId === null,
    onData: ({ client: apollo, data: event }) => {
      const read = event.data?.conversationRead;
      if (!read || read.count === 0 || read.readerId == null || ours(read.readerId)) return;
      const list = apollo.cache.readQuery({ query: RoomMessagesQuery, variables });
      for (const message of list?.roomMessages.items ?? []) {
        if (!ours(message.senderId)) continue;
        apollo.cache.modify({ id: apollo.cache.identify({ __typename: 'Message', id: message.id }), fields: { saw: () => true } });
      }
    },
  });

  const oldest = messages[0]?.createdAt;
  const loadOlder = useCallback(() => fetchMore({ variables: { before: oldest } }), [fetchMore, oldest]);

  const check = (text: string, file: File | null): ChatProblem | null => {
    if (!open) return { text: t.noRoom };
    if (!text.trim() && !file) return { title: t.emptyTitle, text: t.emptyText };
    return null;
  };
  const send = (text: string | undefined, file: FileInput | undefined) => sendMessage({ variables: { room, text, file } });

  return (
    <Flex direction="column" h="full" minH="0" gap="2">
      <Text as="h2" textStyle="md" fontWeight="semibold" px="1">
        {ownRoom ? t.chatWithStaff : title}
      </Text>
      <Flex direction="column" flex="1" minH="0">
        <Chat
          fill
          label={t.history}
          inputLabel={t.input}
          hideInputLabel
          placeholder={t.placeholder}
          emptyText={t.noMessages}
          messages={messages}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          hasOlder={(data?.roomMessages.rest ?? 0) > 0 && oldest !== undefined}
          loadOlder={loadOlder}
          renderMessage={(message, onMediaLoad) => (
            <MessageBubble
              message={message}
              outgoing={ours(message.senderId)}
              fallbackSender={message.senderId !== null && message.senderId === userId ? t.user : t.staff}
              onMediaLoad={onMediaLoad}
            />
          )}
          check={check}
          send={send}
        />
      </Flex>
    </Flex>
  );
}
