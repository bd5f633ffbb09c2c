// The room chat of a conversation (spec §4, §5, §9). Opening a room leaves the previous one (its
// subscription ends), clears the messages, loads the newest 12 and, when the conversation has new
// messages, marks it read. Older messages load when the reader reaches the top (debounced 500 ms)
// and keep the scroll position. A new message scrolls down only when the reader is within 50 px of
// the bottom (70 px for the history); otherwise a 'new messages' marker appears. Sending checks the
// room and that there is a text or a file, uploads the file with progress, and keeps the text when
// it fails. The input is reset on every navigation (spec §2).
import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { Box, Button, CloseButton, Flex, HStack, Input, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { FileInput } from '../../__generated__/graphql';
import { formatDayMonth } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { messages as appMessages } from '../../shared/i18n/i18n';
import { notify, runAction } from '../../shared/notify/notify';
import { MessageBubble, type MessageBubbleRef } from './message-bubble';
import { messengerMessages } from './messages';
import { fileInputOf, uploadFile } from '../../shared/apollo/upload';
import { CHAT_PAGE_SIZE, distanceToBottom, HISTORY_NEAR_BOTTOM_PX, mergeMessages, NEAR_BOTTOM_PX, TOP_DEBOUNCE_MS } from '../../shared/chat/scroll';


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

const RoomReadSubscription = graphql(`
  subscription RoomConversationRead($room: String!) {
    conversationRead(room: $room) {
      roomName
      readerId
      count
    }
  }
`);

const MarkConversationReadMutation = graphql(`
  mutation MarkConversationRead($room: String!) {
    markConversationRead(room: $room)
  }
`);

type ChatMessage = MessageBubbleRef & { id: number; createdAt: string; senderId?: number | null };


/** The app user's id of a room `user-{id}`. */
export const roomUserId = (room: string): number | null => {
  const match = /^user-(\d+)$/.exec(room.trim());
  return match ? Number(match[1]) : null;
};


type PendingScroll = { kind: 'bottom' } | { kind: 'keep'; height: number; top: number } | null;

export interface RoomChatProps {
  room: string;
  title: string;
  hasNewMessage: boolean;
}

export function RoomChat({ room, title, hasNewMessage }: RoomChatProps) {
  const t = useMessages(messengerMessages);
  const client = useApolloClient();
  const userId = roomUserId(room);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const [rest, setRest] = useState(0);
  const [loading, setLoading] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [marker, setMarker] = useState(false);
  const log = useRef<HTMLDivElement>(null);
  const pendingScroll = useRef<PendingScroll>(null);
  const generation = useRef(0);
  const topTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The reader is at the bottom: an image that loads there keeps the log scrolled down. */
  const atBottom = useRef(true);
  const [markRead] = useMutation(MarkConversationReadMutation);

  // Joining a room: clear, then the newest 12 (the history scrolls down within 70 px: the empty log is).
  useEffect(() => {
    const current = ++generation.current;
    setMessages([]);
    setRest(0);
    setMarker(false);
    if (!room.trim()) return;
    setLoading(true);
    client
      .query({ query: RoomMessagesQuery, variables: { room, limit: CHAT_PAGE_SIZE }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (current !== generation.current || !data) return;
        const el = log.current;
        if (!el || distanceToBottom(el) <= HISTORY_NEAR_BOTTOM_PX) pendingScroll.current = { kind: 'bottom' };
        setMessages((previous) => mergeMessages(data.roomMessages.items, previous));
        setRest(data.roomMessages.rest);
      })
      .catch((error: unknown) => {
        if (current === generation.current) notify.error(error, messagesOfLoadError());
      })
      .finally(() => {
        if (current === generation.current) setLoading(false);
      });
    return () => {
      if (topTimer.current) clearTimeout(topTimer.current);
      topTimer.current = null;
    };
  }, [client, room]);

  // The conversation had (or gets, while open) new messages: mark it read; the badge goes.
  useEffect(() => {
    if (!hasNewMessage || !room.trim()) return;
    void markRead({ variables: { room } })
      .then(() => client.cache.modify({ id: client.cache.identify({ __typename: 'Conversation', roomName: room }), fields: { hasNewMessage: () => false } }))
      .catch(() => undefined);
  }, [client, hasNewMessage, markRead, room]);

  /** A new message: scroll down when near the bottom, else show the marker. */
  const append = useCallback((message: ChatMessage) => {
    const el = log.current;
    if (!el || distanceToBottom(el) <= NEAR_BOTTOM_PX) pendingScroll.current = { kind: 'bottom' };
    else setMarker(true);
    setMessages((previous) => mergeMessages(previous, [message]));
  }, []);

  useSubscription(RoomMessageAddedSubscription, {
    variables: { room },
    skip: !room.trim(),
    onData: ({ data }) => {
      const message = data.data?.messageAdded;
      if (message) append(message);
    },
  });

  // The app user read the staff's messages: their read marks turn to '✓✓' live.
  useSubscription(RoomReadSubscription, {
    variables: { room },
    skip: !room.trim() || userId === null,
    onData: ({ data }) => {
      const read = data.data?.conversationRead;
      if (!read || read.readerId !== userId || read.count === 0) return;
      for (const message of messagesRef.current) {
        if (message.senderId === userId) continue;
        client.cache.modify({ id: client.cache.identify({ __typename: 'Message', id: message.id }), fields: { saw: () => true } });
      }
    },
  });

  useLayoutEffect(() => {
    const el = log.current;
    const pending = pendingScroll.current;
    if (!el || !pending) return;
    pendingScroll.current = null;
    if (pending.kind === 'bottom') {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    }
    else el.scrollTop = el.scrollHeight - pending.height + pending.top;
  }, [messages]);

  const loadOlder = useCallback(() => {
    const oldest = messages[0];
    if (!oldest || rest <= 0 || loadingOlder) return;
    const current = generation.current;
    setLoadingOlder(true);
    client
      .query({ query: RoomMessagesQuery, variables: { room, limit: CHAT_PAGE_SIZE, before: oldest.createdAt }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (current !== generation.current || !data) return;
        const el = log.current;
        if (el) pendingScroll.current = { kind: 'keep', height: el.scrollHeight, top: el.scrollTop };
        setMessages((previous) => mergeMessages(data.roomMessages.items, previous));
        setRest(data.roomMessages.rest);
      })
      .catch((error: unknown) => {
        if (current === generation.current) notify.error(error, messagesOfLoadError());
      })
      .finally(() => {
        if (current === generation.current) setLoadingOlder(false);
      });
  }, [client, loadingOlder, messages, rest, room]);

  const onMediaLoad = useCallback(() => {
    const el = log.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, []);

  const onScroll = () => {
    const el = log.current;
    if (!el) return;
    atBottom.current = distanceToBottom(el) <= NEAR_BOTTOM_PX;
    if (marker && distanceToBottom(el) <= NEAR_BOTTOM_PX) setMarker(false);
    if (el.scrollTop > 0 || rest <= 0) return;
    if (topTimer.current) clearTimeout(topTimer.current);
    topTimer.current = setTimeout(() => {
      topTimer.current = null;
      loadOlder();
    }, TOP_DEBOUNCE_MS);
  };

  const toBottom = () => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
    setMarker(false);
  };

  return (
    <Flex direction="column" h="full" minH="0" gap="2">
      <Text as="h2" textStyle="md" fontWeight="semibold" px="1">
        {title}
      </Text>
      <Box position="relative" flex="1" minH="0">
        <Stack
          ref={log}
          role="log"
          aria-label={t.history}
          aria-busy={loading || loadingOlder}
          tabIndex={0}
          gap="2"
          h="full"
          overflowY="auto"
          p="3"
          borderWidth="1px"
          borderRadius="l3"
          bg="bg.panel"
          onScroll={onScroll}
          data-testid="chat-log"
        >
          {loadingOlder && (
            <Text textStyle="xs" color="fg.muted" textAlign="center">
              {t.loadingOlder}
            </Text>
          )}
          {!loading && messages.length === 0 && (
            <Text textStyle="sm" color="fg.muted" textAlign="center" py="6">
              {t.noMessages}
            </Text>
          )}
          {messages.map((message, index) => {
            const day = formatDayMonth(message.createdAt);
            const previous = messages[index - 1];
            const newDay = !previous || formatDayMonth(previous.createdAt) !== day;
            return (
              <Fragment key={message.id}>
                {newDay && (
                  <Text textStyle="xs" color="fg.muted" textAlign="center" role="separator" aria-label={day} data-testid="day">
                    {day}
                  </Text>
                )}
                <MessageBubble message={message} outgoing={message.senderId == null || message.senderId !== userId} onMediaLoad={onMediaLoad} />
              </Fragment>
            );
          })}
        </Stack>
        {marker && (
          <Button size="xs" position="absolute" bottom="3" left="50%" transform="translateX(-50%)" onClick={toBottom} colorPalette="blue">
            {t.newMarker}
          </Button>
        )}
      </Box>
      <Composer room={room} onSent={append} />
    </Flex>
  );
}

const messagesOfLoadError = () => appMessages().common.loadError;

/** The message input with a file; reset on every navigation. */
function Composer({ room, onSent }: { room: string; onSent: (message: ChatMessage) => void }) {
  const t = useMessages(messengerMessages);
  const location = useLocation();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [send] = useMutation(SendRoomMessageMutation);

  const reset = useCallback(() => {
    setText('');
    setFile(null);
    setProgress(null);
    if (fileInput.current) fileInput.current.value = '';
  }, []);
  useEffect(reset, [location.key, reset]);

  const submit = async () => {
    if (!room.trim()) {
      notify.error(new Error(t.noRoom));
      return;
    }
    const trimmed = text.trim();
    if (!trimmed && !file) {
      notify.error(new Error(t.emptyText), t.emptyTitle);
      return;
    }
    setSending(true);
    const sent = await runAction(
      async () => {
        let stored: FileInput | undefined;
        if (file) {
          setProgress(0);
          stored = fileInputOf(await uploadFile(file, { container: 'messages', onProgress: (share) => setProgress(Math.round(share * 100)) }));
        }
        const result = await send({ variables: { room, text: trimmed || undefined, file: stored } });
        const message = result.data?.sendRoomMessage;
        if (!message) throw new Error(t.sendError);
        return message;
      },
      { success: false, errorTitle: t.sendError },
    );
    setSending(false);
    setProgress(null);
    if (!sent) return; // the text (and the file) stay for another try
    reset();
    onSent(sent);
  };

  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {file && (
        <HStack gap="2" textStyle="sm">
          <Text lineClamp={1}>{file.name}</Text>
          <CloseButton size="xs" aria-label={t.removeFile} onClick={() => setFile(null)} />
        </HStack>
      )}
      {progress !== null && (
        <Progress.Root value={progress} size="xs" aria-label={t.uploading(progress)}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Text textStyle="xs" color="fg.muted">
            {t.uploading(progress)}
          </Text>
        </Progress.Root>
      )}
      <HStack gap="2" align="end">
        <Textarea
          aria-label={t.input}
          placeholder={t.placeholder}
          value={text}
          rows={2}
          resize="none"
          bg="bg"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <Stack gap="2">
          <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
            {t.attach}
          </Button>
          <Button type="submit" size="sm" loading={sending}>
            {t.send}
          </Button>
        </Stack>
        <Input
          ref={fileInput}
          type="file"
          display="none"
          aria-label={t.attach}
          data-testid="file-input"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </HStack>
    </Stack>
  );
}
