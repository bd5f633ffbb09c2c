// The ticket's chat (spec §4, §5, §8, §9): the messages about this receipt in its user's
// conversation, the newest 12 first, older ones loaded when the reader scrolls to the top (debounced
// 500 ms, the scroll position kept), new ones live (`ticketMessageAdded`), scrolled to only when the
// reader is within 50 px of the bottom (else a 'new messages' marker). Sending: trimmed text under 3
// characters is refused ('Слишком короткое / Сообщение должно содержать не менее 3х символов') unless
// a file is attached; a failure says 'Ошибка отправки' and keeps the text and the file.
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { Box, Button, Card, Field, Heading, HStack, Image, Link, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { graphql } from '../../__generated__';
import type { TicketChat_MessageFragment } from '../../__generated__/graphql';
import { fileInputOf, uploadFile } from '../../shared/apollo/upload';
import { CHAT_PAGE_SIZE, mergeMessages, nearBottom, TOP_DEBOUNCE_MS } from '../../shared/chat/scroll';
import { formatDayMonth, formatTime } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { notify } from '../../shared/notify/notify';
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

function MessageFile({ file, label }: { file: NonNullable<ChatMessage['file']>; label: string }) {
  if (file.mime?.startsWith('image/'))
    return (
      <Link href={file.url} target="_blank" rel="noreferrer" display="block">
        <Image src={file.thumb} alt={label} maxW="200px" borderRadius="md" />
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

export function TicketChat({ ticketId, userId }: { ticketId: number; userId: number }) {
  const t = useMessages(ticketMessages).chat;
  const client = useApolloClient();
  const { data, loading } = useQuery(TicketChatQuery, { variables: { userId, ticketId, page: 1 }, fetchPolicy: 'network-only' });
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [olderPage, setOlderPage] = useState(1);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [unseen, setUnseen] = useState(0);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // What to do with the scroll once the messages above or below changed.
  const pending = useRef<{ kind: 'bottom' } | { kind: 'keep'; height: number; top: number } | null>({ kind: 'bottom' });
  const topTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const first = data?.userMessages;
  const total = first?.total ?? 0;
  const messages = useMemo(() => mergeMessages(older, first?.items ?? [], live), [older, first, live]);
  const loadedFromPages = CHAT_PAGE_SIZE * olderPage;
  const hasOlder = first !== undefined && loadedFromPages < total;

  const arrived = useCallback((message: ChatMessage, own: boolean) => {
    const box = boxRef.current;
    if (own || !box || nearBottom(box)) pending.current = { kind: 'bottom' };
    else setUnseen((n) => n + 1);
    setLive((list) => mergeMessages(list, [message]));
  }, []);

  useSubscription(TicketMessageAddedSubscription, {
    variables: { ticketId },
    onData: ({ data: event }) => {
      const message = event.data?.ticketMessageAdded;
      if (message) arrived(message, false);
    },
  });

  const loadOlder = useCallback(async () => {
    const box = boxRef.current;
    if (!hasOlder || loadingOlder || !box) return;
    setLoadingOlder(true);
    try {
      const next = olderPage + 1;
      const answer = await client.query({ query: TicketChatQuery, variables: { userId, ticketId, page: next }, fetchPolicy: 'network-only' });
      pending.current = { kind: 'keep', height: box.scrollHeight, top: box.scrollTop };
      setOlder((list) => mergeMessages(answer.data?.userMessages.items ?? [], list));
      setOlderPage(next);
    } catch (error) {
      notify.error(error, t.loadError);
    } finally {
      setLoadingOlder(false);
    }
  }, [client, hasOlder, loadingOlder, olderPage, ticketId, userId, t.loadError]);

  // After the list changed: to the bottom (first load, own message, reader at the bottom) or back
  // to where the reader was before older messages were put above.
  useLayoutEffect(() => {
    const box = boxRef.current;
    const todo = pending.current;
    if (!box || !todo || messages.length === 0) return;
    if (todo.kind === 'bottom') box.scrollTop = box.scrollHeight;
    else box.scrollTop = box.scrollHeight - todo.height + todo.top;
    pending.current = null;
  }, [messages]);

  useEffect(() => () => clearTimeout(topTimer.current), []);

  const onScroll = () => {
    const box = boxRef.current;
    if (!box) return;
    if (unseen > 0 && nearBottom(box)) setUnseen(0);
    clearTimeout(topTimer.current);
    if (box.scrollTop <= 0 && hasOlder) topTimer.current = setTimeout(() => void loadOlder(), TOP_DEBOUNCE_MS);
  };

  const toBottom = () => {
    const box = boxRef.current;
    if (box) box.scrollTop = box.scrollHeight;
    setUnseen(0);
  };

  const send = async () => {
    // Said on the field, not in a toast: a toast would sit over the send button the user goes back to.
    if (messageProblem(text, file !== null)) {
      setProblem(t.tooShortText);
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const attached = file ? await uploadFile(file, { container: 'messages', onProgress: setProgress }) : null;
      const answer = await client.mutate({
        mutation: SendTicketMessageMutation,
        variables: {
          input: {
            ticketId,
            text: text.trim() || null,
            file: attached && fileInputOf(attached),
          },
        },
      });
      const sent = answer.data?.sendMessage;
      if (sent) arrived(sent, true);
      setText('');
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      notify.error(error, t.sendError);
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  let lastDay = '';
  return (
    <Card.Root borderRadius="l3" size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {t.title}
        </Heading>
      </Card.Header>
      <Card.Body pt="0" gap="3">
        <Box position="relative">
          <Box
            ref={boxRef}
            onScroll={onScroll}
            maxH="420px"
            overflowY="auto"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            data-testid="ticket-chat-messages"
            role="log"
            aria-label={t.title}
            aria-busy={loading || loadingOlder}
            tabIndex={0}
          >
            {hasOlder && (
              <Button size="xs" variant="ghost" w="full" mb="2" loading={loadingOlder} onClick={() => void loadOlder()}>
                {t.older}
              </Button>
            )}
            {!loading && messages.length === 0 && <Text color="fg.muted">{t.empty}</Text>}
            <Stack gap="2">
              {messages.map((message) => {
                const day = formatDayMonth(message.createdAt);
                const separator = day !== lastDay ? day : null;
                lastDay = day;
                const fromUser = message.senderId === userId;
                return (
                  <Box key={message.id}>
                    {separator && (
                      <Text textAlign="center" fontSize="xs" color="fg.muted" my="1" role="separator">
                        {separator}
                      </Text>
                    )}
                    <Box
                      data-testid="ticket-chat-message"
                      alignSelf={fromUser ? 'flex-start' : 'flex-end'}
                      ms={fromUser ? 0 : 'auto'}
                      me={fromUser ? 'auto' : 0}
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
                      {message.file && <MessageFile file={message.file} label={t.file} />}
                      <Text fontSize="xs" color="fg.muted" textAlign="end">
                        {formatTime(message.createdAt)}
                        {message.saw ? ` · ${t.seen}` : ''}
                      </Text>
                    </Box>
                  </Box>
                );
              })}
            </Stack>
          </Box>
          {unseen > 0 && (
            <Button size="xs" position="absolute" bottom="2" left="50%" transform="translateX(-50%)" onClick={toBottom}>
              {t.newMessages(unseen)}
            </Button>
          )}
        </Box>
        <Field.Root invalid={problem !== null}>
          <Field.Label>{t.input}</Field.Label>
          <Textarea
            value={text}
            rows={2}
            onChange={(event) => {
              setText(event.target.value);
              if (problem) setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
            }}
          />
          {problem && (
            <Field.ErrorText>
              <strong>{t.tooShort}.</strong> {problem}
            </Field.ErrorText>
          )}
        </Field.Root>
        {progress !== null && (
          <Progress.Root value={Math.round(progress * 100)} size="xs" aria-label={t.uploading}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="2" minW="0">
            <input
              ref={fileRef}
              type="file"
              hidden
              aria-label={t.attach}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                if (problem) setProblem(null);
              }}
            />
            <Button size="sm" variant="outline" onClick={() => fileRef.current?.click()}>
              {t.attach}
            </Button>
            {file && (
              <HStack gap="1" minW="0">
                <Text fontSize="sm" truncate>
                  {file.name}
                </Text>
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={t.detach}
                  onClick={() => {
                    setFile(null);
                    if (fileRef.current) fileRef.current.value = '';
                  }}
                >
                  ×
                </Button>
              </HStack>
            )}
          </HStack>
          <Button size="sm" loading={sending} onClick={() => void send()}>
            {t.send}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
