// The ticket's chat (spec §4, §5, §8, §9): the shared chat (`shared/chat/chat.tsx`) over the
// messages about this receipt in its user's conversation, read from the Apollo cache. Its first page
// (the newest 12) comes with the ticket: `TicketChat_ticket` is spread into the ticket's route query
// (issue 27: the page's data in one round trip, no chat request after the ticket's). The chat's own
// query `TicketChat` reads the next older pages and the first one again after a failure, into the
// same field `Ticket.messages` (its merge keeps one list per ticket, shared/chat/cache.ts);
// `ticketMessageAdded` and the send mutation's answer are added to it; the person's reading
// (`conversationRead`) turns the staff's messages '· прочитано' live (issue 39). Sending: trimmed text under
// 3 characters is refused ('Слишком короткое / Сообщение должно содержать не менее 3х символов')
// unless a file is attached.
import type { ApolloCache, FragmentType } from '@apollo/client';
import { useApolloClient, useFragment, useMutation, useSubscription } from '@apollo/client/react';
import { Box, Card, Heading, Image, Link, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../__generated__';
import { ConversationReadSubscription } from '../../shared/chat/read';
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

/** The chat's first page, spread into the ticket's route query (ticket-page.tsx). */
const TicketChatFragmentDoc = graphql(`
  fragment TicketChat_ticket on Ticket {
    id
    userId
    messages(page: 1, pageSize: 12) {
      items {
        id
        ...TicketChat_message @unmask
      }
      total
      page
    }
  }
`);

/** A page of the chat: the next older one, or the first again after it failed with the ticket. */
const TicketChatQuery = graphql(`
  query TicketChat($ticketId: Int!, $page: Int!) {
    ticket(id: $ticketId) {
      id
      messages(page: $page, pageSize: 12) {
        items {
          id
          ...TicketChat_message @unmask
        }
        total
        page
      }
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

/** A sent or live message into the ticket's list (the field's merge keeps each once, in order). */
function addMessage(cache: ApolloCache, ticketId: number, message: ChatMessage) {
  cache.updateFragment({ fragment: TicketChatFragmentDoc, fragmentName: 'TicketChat_ticket', id: cache.identify({ __typename: 'Ticket', id: ticketId }) }, (data) =>
    data?.messages ? { ...data, messages: withPageMessage(data.messages, message) } : data,
  );
}

/**
 * The chat of the ticket `ticket` (the route query's, with its first page). `error`: the route
 * query's error of `messages` (the API refused or failed the read), shown in the log with a retry.
 */
export function TicketChat({ ticketId, ticket: ref, error: routeError }: { ticketId: number; ticket: FragmentType<typeof TicketChatFragmentDoc>; error?: unknown }) {
  const t = useMessages(ticketMessages).chat;
  const client = useApolloClient();
  const { data, complete } = useFragment({ fragment: TicketChatFragmentDoc, fragmentName: 'TicketChat_ticket', from: ref });
  const ticket = complete ? data : undefined;
  const userId = ticket?.userId;
  const list = ticket?.messages ?? undefined;
  const messages = list?.items ?? [];
  /** The chat's own read of a page into the cache; it rejects when the read fails. */
  const read = useCallback((page: number) => client.query({ query: TicketChatQuery, variables: { ticketId, page }, fetchPolicy: 'network-only' }), [client, ticketId]);
  const [retry, setRetry] = useState<{ loading: boolean; error?: unknown }>({ loading: false });
  const onRetry = () => {
    setRetry({ loading: true });
    read(1).then(
      () => setRetry({ loading: false }),
      (error: unknown) => setRetry({ loading: false, error }),
    );
  };
  const error = list ? undefined : (retry.error ?? routeError);
  const [sendMessage] = useMutation(SendTicketMessageMutation, {
    update: (cache, { data: answer }) => {
      if (answer?.sendMessage) addMessage(cache, ticketId, answer.sendMessage);
    },
  });
  useSubscription(TicketMessageAddedSubscription, {
    variables: { ticketId },
    onData: ({ client: { cache }, data }) => {
      if (data.data) addMessage(cache, ticketId, data.data.ticketMessageAdded);
    },
  });

  // The ticket's person read his conversation: the staff's messages' marks turn '· прочитано' live.
  useSubscription(ConversationReadSubscription, {
    variables: { room: `user-${userId}` },
    skip: userId == null,
    onData: ({ client: { cache }, data }) => {
      const read = data.data?.conversationRead;
      if (!read || read.count === 0 || read.readerId !== userId) return;
      for (const message of messages) if (message.senderId !== userId) cache.modify({ id: cache.identify({ __typename: 'Message', id: message.id }), fields: { saw: () => true } });
    },
  });

  const nextPage = (list?.page ?? 1) + 1;
  const loadOlder = useCallback(() => read(nextPage), [read, nextPage]);
  const check = (text: string, file: File | null): ChatProblem | null => (messageProblem(text, file !== null) ? { title: `${t.tooShort}.`, text: t.tooShortText } : null);
  const send = (text: string | undefined, file: FileInput | undefined) => sendMessage({ variables: { input: { ticketId, text: text ?? null, file: file ?? null } } });

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
          loading={retry.loading || (!list && error === undefined)}
          error={error}
          onRetry={onRetry}
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
