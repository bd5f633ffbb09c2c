// The ticket's chat (spec §4, §5, §8, §9): the shared chat (`shared/chat/chat.tsx`) over the
// messages about this receipt in its user's conversation, read from the Apollo cache. `userMessages`
// reads the newest 12 and, with `fetchMore`, the next older page (the field's merge keeps one list
// per user and ticket); `ticketMessageAdded` and the send mutation's answer are added to it. Sending:
// trimmed text under 3 characters is refused ('Слишком короткое / Сообщение должно содержать не
// менее 3х символов') unless a file is attached.
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Card, Heading, Image, Link, Text } from '@chakra-ui/react';
import { useCallback, useEffect } from 'react';
import { graphql } from '../../__generated__';
import type { FileInput, TicketChat_MessageFragment } from '../../__generated__/graphql';
import { Chat, withPageMessage, type ChatProblem } from '../../shared/chat/chat';
import { formatTime } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { userDisplayName } from '../../shared/users';
import { ticketMessages } from './ticket-messages';

/** Spec §5: the shortest text a ticket message may have. */
export const MIN_TEXT_LENGTH = 3;

graphql(`
  fragment TicketChat_message on Message {
    id
    text
    createdAt
    senderId
    sender {
      id
      name
      surname
      phone
    }
    saw
    file {
      path
      name
      url
      mime
      thumb(width: 200)
    }
  }
`);

const TicketChatQuery = graphql(`
  query TicketChat($userId: Int!, $ticketId: Int!, $page: Int!) {
    userMessages(userId: $userId, ticketId: $ticketId, page: $page, pageSize: 12) {
      items {
        id
        ...TicketChat_message @unmask
      }
      total
      page
    }
  }
`);

const TicketMessageAddedSubscription = graphql(`
  subscription TicketMessageAdded($ticketId: Int!) {
    ticketMessageAdded(ticketId: $ticketId) {
      id
      ...TicketChat_message @unmask
    }
  }
`);

const SendTicketMessageMutation = graphql(`
  mutation TicketChatSend($input: SendMessageInput!) {
    sendMessage(input: $input) {
      id
      ...TicketChat_message @unmask
    }
  }
`);

type ChatMessage = TicketChat_MessageFragment;

/** Spec §5: the text is enough when it has 3 characters after trimming, or a file is attached. */
export function messageProblem(text: string, hasFile: boolean): 'tooShort' | null {
  return hasFile || text.trim().length >= MIN_TEXT_LENGTH ? null : 'tooShort';
}

function MessageFile({ file, label, onLoad }: { file: NonNullable<ChatMessage['file']>; label: string; onLoad: () => void }) {
  if (file.mime?.startsWith('image/'))
    return (
      <Link href={file.url} target="_blank" rel="noreferrer" display="block">
        <Image src={file.thumb} alt={label} maxW="200px" borderRadius="md" onLoad={onLoad} />
      </Link>
    );
  // The name it was uploaded with; the stored name for a file of before names were kept.
  const name = file.name || decodeURIComponent(file.path.split('/').at(-1) ?? file.path);
  return (
    <Link href={file.url} target="_blank" rel="noreferrer" download={name} wordBreak="break-word">
      {label}: {name}
    </Link>
  );
}

/** One message: sender, text, file, time and '· прочитано' once the user read it. */
function TicketChatBubble({ message, fromUser, onMediaLoad }: { message: ChatMessage; fromUser: boolean; onMediaLoad: () => void }) {
  const t = useMessages(ticketMessages).chat;
  return (
    <Box
      data-testid="ticket-chat-message"
      alignSelf={fromUser ? 'flex-start' : 'flex-end'}
      maxW="85%"
      bg={fromUser ? 'bg.muted' : 'colorPalette.subtle'}
      colorPalette="blue"
      borderRadius="md"
      px="3"
      py="2"
    >
      <Text fontSize="xs" fontWeight="semibold">
        {message.sender ? userDisplayName(message.sender) : t.unknownSender}
      </Text>
      {message.text && <Text whiteSpace="pre-wrap">{message.text}</Text>}
      {message.file && <MessageFile file={message.file} label={t.file} onLoad={onMediaLoad} />}
      <Text fontSize="xs" color="fg.muted" textAlign="end">
        {formatTime(message.createdAt)}
        {message.saw ? ` · ${t.seen}` : ''}
      </Text>
    </Box>
  );
}

export function TicketChat({ ticketId, userId }: { ticketId: number; userId: number }) {
  const t = useMessages(ticketMessages).chat;
  const variables = { userId, ticketId, page: 1 };
  const { data, loading, error, refetch, fetchMore, subscribeToMore } = useQuery(TicketChatQuery, { variables, fetchPolicy: 'cache-and-network' });
  const list = data?.userMessages;
  const messages = list?.items ?? [];
  const [sendMessage] = useMutation(SendTicketMessageMutation, {
    update: (cache, { data: answer }) => {
      const sent = answer?.sendMessage;
      if (sent) cache.updateQuery({ query: TicketChatQuery, variables }, (cached) => cached && { userMessages: withPageMessage(cached.userMessages, sent) });
    },
  });

  useEffect(
    () =>
      subscribeToMore({
        document: TicketMessageAddedSubscription,
        variables: { ticketId },
        updateQuery: (_unsafe, { complete, previousData, subscriptionData }) =>
          complete ? { userMessages: withPageMessage(previousData.userMessages, subscriptionData.data.ticketMessageAdded) } : undefined,
      }),
    [subscribeToMore, ticketId],
  );

  const nextPage = (list?.page ?? 1) + 1;
  const loadOlder = useCallback(() => fetchMore({ variables: { page: nextPage } }), [fetchMore, nextPage]);
  const check = (text: string, file: File | null): ChatProblem | null =>
    messageProblem(text, file !== null) ? { title: `${t.tooShort}.`, text: t.tooShortText } : null;
  const send = (text: string | undefined, file: FileInput | undefined) =>
    sendMessage({ variables: { input: { ticketId, text: text ?? null, file: file ?? null } } });

  return (
    <Card.Root borderRadius="l3" size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {t.title}
        </Heading>
      </Card.Header>
      <Card.Body pt="0">
        <Chat
          label={t.title}
          inputLabel={t.input}
          emptyText={t.empty}
          messages={messages}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          hasOlder={list !== undefined && messages.length < list.total}
          loadOlder={loadOlder}
          renderMessage={(message, onMediaLoad) => <TicketChatBubble message={message} fromUser={message.senderId === userId} onMediaLoad={onMediaLoad} />}
          check={check}
          send={send}
        />
      </Card.Body>
    </Card.Root>
  );
}
