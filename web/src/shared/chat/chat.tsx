// The one chat of the back-office (spec §4, §5, §8, §9): the messenger's room and the ticket's chat
// both render it with their own messages and bubbles. It shows the messages it is given (read from
// the Apollo cache by the caller's query: the one store), oldest first, with a day separator; older
// ones load from the button at the top or when the reader reaches the top (debounced 500 ms) and
// keep the scroll position; a new message at the bottom scrolls down only when the reader is within
// 50 px of it (the reader's own always), else a 'new messages' marker shows. The composer checks the
// text with the caller's rule (said on the field), uploads a file with progress, sends, and keeps the
// text and the file when sending fails ('Ошибка отправки' with the server's message). The input is
// reset on every navigation (spec §2).
import { Box, Button, CloseButton, Field, Flex, HStack, Input, Progress, Stack, Text, Textarea } from '@chakra-ui/react';
import { Component, Fragment, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import type { FileInput } from '../../__generated__/graphql';
import { fileInputOf, uploadFile } from '../apollo/upload';
import { formatDayMonth } from '../format';
import { useMessages } from '../i18n/define';
import { messages as appMessages } from '../i18n/i18n';
import { notify, runAction } from '../notify/notify';
import { QueryError } from '../ui/query-error';
import { chatMessages } from './messages';
import { distanceToBottom, NEAR_BOTTOM_PX, TOP_DEBOUNCE_MS } from './scroll';

/** A list with one more message, for `updateQuery` (the merge keeps each message once, in order). */
export function withMessage<L extends { items: readonly { id: number }[] }>(list: L, message: L['items'][number]): L {
  return list.items.some((item) => item.id === message.id) ? list : { ...list, items: [...list.items, message] };
}

/** A page list with one more message and its total grown by one (unless it was there already). */
export function withPageMessage<L extends { items: readonly { id: number }[]; total: number }>(list: L, message: L['items'][number]): L {
  return list.items.some((item) => item.id === message.id) ? list : { ...list, items: [...list.items, message], total: list.total + 1 };
}

export interface ChatMessageBase {
  id: number;
  createdAt: string;
}

/** Why a message is not sent: said on the input field. */
export interface ChatProblem {
  title?: string;
  text: string;
}

export interface ChatProps<M extends ChatMessageBase> {
  /** The log's accessible name. */
  label: string;
  /** The input's label; hidden where the chat's heading says enough. */
  inputLabel: string;
  hideInputLabel?: boolean;
  placeholder?: string;
  /** Said in an empty log. */
  emptyText: string;
  /** The messages, oldest first (the cache's list). */
  messages: readonly M[];
  loading: boolean;
  /** The first read failed: shown in the log with a retry. */
  error?: unknown;
  onRetry?: () => void;
  hasOlder: boolean;
  /** Reads the next older messages into the cache. */
  loadOlder: () => Promise<unknown>;
  renderMessage: (message: M, onMediaLoad: () => void) => ReactNode;
  /** Whether the text (trimmed) and the file may be sent. */
  check: (text: string, file: File | null) => ChatProblem | null;
  /** Sends the trimmed text (undefined when empty) and the uploaded file; the answer goes into the cache. */
  send: (text: string | undefined, file: FileInput | undefined) => Promise<unknown>;
  /** The chat fills its parent's height (the messenger); else the log is at most 420 px high. */
  fill?: boolean;
}

interface Snapshot {
  height: number;
  top: number;
  distance: number;
}

interface ScrollKeeperProps {
  box: RefObject<HTMLDivElement | null>;
  ids: readonly number[];
  /** The reader sent a message: the next one at the bottom scrolls down whatever the position. */
  own: RefObject<boolean>;
  /** The reader is at the bottom (kept for images that load later). */
  atBottom: RefObject<boolean>;
  onUnseen: () => void;
  children: ReactNode;
}

/**
 * Where the log scrolls when its messages change. A class for `getSnapshotBeforeUpdate`: the one
 * moment React gives to measure the log before the new messages are in the DOM (how far the reader
 * was from the bottom, how high the messages above were), whoever wrote them into the cache.
 */
class ScrollKeeper extends Component<ScrollKeeperProps> {
  override componentDidMount() {
    if (this.props.ids.length > 0) this.toBottom();
  }

  override getSnapshotBeforeUpdate(previous: ScrollKeeperProps): Snapshot | null {
    const box = this.props.box.current;
    if (!box || previous.ids === this.props.ids) return null;
    return { height: box.scrollHeight, top: box.scrollTop, distance: distanceToBottom(box) };
  }

  override componentDidUpdate(previous: ScrollKeeperProps, _state: unknown, snapshot: Snapshot | null) {
    const box = this.props.box.current;
    const { ids, own } = this.props;
    if (!box || !snapshot || ids.length === 0) return;
    const first = previous.ids[0];
    const last = previous.ids.at(-1);
    if (first === undefined) return this.toBottom(); // the first messages of the log
    if (ids.at(-1) !== last) {
      if (own.current || snapshot.distance <= NEAR_BOTTOM_PX) {
        own.current = false;
        return this.toBottom();
      }
      this.props.onUnseen();
    }
    // Older messages above: the one that was at the top stays where the reader saw it.
    if (ids[0] !== first && ids.includes(first)) box.scrollTop = box.scrollHeight - snapshot.height + snapshot.top;
  }

  toBottom() {
    const box = this.props.box.current;
    if (!box) return;
    box.scrollTop = box.scrollHeight;
    this.props.atBottom.current = true;
  }

  override render() {
    return this.props.children;
  }
}

export function Chat<M extends ChatMessageBase>(props: ChatProps<M>) {
  const { label, emptyText, messages, loading, error, onRetry, hasOlder, loadOlder, renderMessage, fill } = props;
  const t = useMessages(chatMessages);
  const box = useRef<HTMLDivElement>(null);
  const own = useRef(false);
  const atBottom = useRef(true);
  const topTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [unseen, setUnseen] = useState(false);
  const ids = useMemo(() => messages.map((message) => message.id), [messages]);

  useEffect(() => () => clearTimeout(topTimer.current), []);

  const older = useCallback(async () => {
    if (!hasOlder || loadingOlder) return;
    setLoadingOlder(true);
    try {
      await loadOlder();
    } catch (failure) {
      notify.error(failure, appMessages().common.loadError);
    } finally {
      setLoadingOlder(false);
    }
  }, [hasOlder, loadOlder, loadingOlder]);

  const onMediaLoad = useCallback(() => {
    const el = box.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, []);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atBottom.current = distanceToBottom(el) <= NEAR_BOTTOM_PX;
    if (unseen && atBottom.current) setUnseen(false);
    clearTimeout(topTimer.current);
    if (el.scrollTop <= 0 && hasOlder) topTimer.current = setTimeout(() => void older(), TOP_DEBOUNCE_MS);
  };

  const toBottom = () => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  };

  return (
    <Flex direction="column" gap="3" h={fill ? 'full' : undefined} minH="0">
      <Box position="relative" flex={fill ? '1' : undefined} minH="0">
        <Stack
          ref={box}
          role="log"
          aria-label={label}
          aria-busy={loading || loadingOlder}
          tabIndex={0}
          gap="2"
          h={fill ? 'full' : undefined}
          maxH={fill ? undefined : '420px'}
          overflowY="auto"
          p="3"
          borderWidth="1px"
          borderRadius="l3"
          bg="bg.panel"
          onScroll={onScroll}
          data-testid="chat-log"
        >
          <ScrollKeeper box={box} ids={ids} own={own} atBottom={atBottom} onUnseen={() => setUnseen(true)}>
            {hasOlder && (
              <Button size="xs" variant="ghost" w="full" flexShrink={0} loading={loadingOlder} onClick={() => void older()}>
                {t.older}
              </Button>
            )}
            {error !== undefined && messages.length === 0 ? (
              <QueryError error={error} onRetry={onRetry} />
            ) : (
              !loading &&
              messages.length === 0 && (
                <Text textStyle="sm" color="fg.muted" textAlign="center" py="6">
                  {emptyText}
                </Text>
              )
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
                  {renderMessage(message, onMediaLoad)}
                </Fragment>
              );
            })}
          </ScrollKeeper>
        </Stack>
        {unseen && (
          <Button size="xs" position="absolute" bottom="3" left="50%" transform="translateX(-50%)" onClick={toBottom} colorPalette="blue">
            {t.newMarker}
          </Button>
        )}
      </Box>
      <Composer {...props} own={own} />
    </Flex>
  );
}

/** The message input with a file; reset on every navigation. */
function Composer<M extends ChatMessageBase>({ inputLabel, hideInputLabel, placeholder, check, send, own }: ChatProps<M> & { own: RefObject<boolean> }) {
  const t = useMessages(chatMessages);
  const location = useLocation();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<ChatProblem | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const pick = (next: File | null) => {
    setFile(next);
    setProblem(null);
    if (!next && fileInput.current) fileInput.current.value = '';
  };
  const reset = useCallback(() => {
    setText('');
    setFile(null);
    setProgress(null);
    setProblem(null);
    if (fileInput.current) fileInput.current.value = '';
  }, []);
  useEffect(reset, [location.key, reset]);

  const submit = async () => {
    if (sending) return;
    // Said on the field, not in a toast: a toast would sit over the send button the reader goes back to.
    const refused = check(text, file);
    setProblem(refused);
    if (refused) return;
    setSending(true);
    const sent = await runAction(
      async () => {
        let stored: FileInput | undefined;
        if (file) {
          setProgress(0);
          stored = fileInputOf(await uploadFile(file, { container: 'messages', onProgress: (share) => setProgress(Math.round(share * 100)) }));
        }
        own.current = true;
        try {
          await send(text.trim() || undefined, stored);
        } catch (failure) {
          own.current = false;
          throw failure;
        }
        return true;
      },
      { success: false, errorTitle: t.sendError },
    );
    setSending(false);
    setProgress(null);
    if (sent) reset(); // after a failure the text (and the file) stay for another try
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
      <Field.Root invalid={problem !== null}>
        <Field.Label srOnly={hideInputLabel}>{inputLabel}</Field.Label>
        <Textarea
          placeholder={placeholder}
          value={text}
          rows={2}
          resize="none"
          bg="bg"
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        {problem && (
          <Field.ErrorText display="block">
            {problem.title && <strong>{problem.title}</strong>} <span>{problem.text}</span>
          </Field.ErrorText>
        )}
      </Field.Root>
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
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" minW="0">
          <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
            {t.attach}
          </Button>
          {file && (
            <HStack gap="1" minW="0" textStyle="sm">
              <Text lineClamp={1}>{file.name}</Text>
              <CloseButton size="xs" aria-label={t.removeFile} onClick={() => pick(null)} />
            </HStack>
          )}
          <Input ref={fileInput} type="file" display="none" aria-label={t.attach} data-testid="file-input" onChange={(event) => pick(event.target.files?.[0] ?? null)} />
        </HStack>
        <Button type="submit" size="sm" loading={sending}>
          {t.send}
        </Button>
      </HStack>
    </Stack>
  );
}
