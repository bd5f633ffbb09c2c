// One chat message (spec §3, §9): sender, time 'HH:mm', the read mark (`saw`), the ticket it is about
// with a link, and its file — an image as the thumbnail for its box's width, any other file as a
// download link.
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { formatTime } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { userDisplayName } from '../../shared/users';
import { messengerMessages } from './messages';

/** Width of an image in the chat, px: spec §9 picks the 500 px thumbnail for it. */
export const CHAT_IMAGE_WIDTH = 240;

export const MessageBubbleFragmentDoc = graphql(`
  fragment MessageBubble_message on Message {
    id
    text
    createdAt
    saw
    senderId
    sender {
      id
      name
      surname
      phone
    }
    ticketId
    file {
      path
      mime
      name
      url
      thumb(width: 240)
    }
  }
`);

export type MessageBubbleRef = FragmentType<typeof MessageBubbleFragmentDoc>;

/** The name the file was uploaded with; the stored name for a file of before names were kept. */
const fileName = (file: { path: string; name?: string | null }) => file.name || file.path.split('/').pop() || file.path;

/** `fallbackSender`: the sender's name when the viewer may not read the person (a vendor reading staff's messages). */
export function MessageBubble({
  message: ref,
  outgoing,
  fallbackSender,
  onMediaLoad,
}: {
  message: MessageBubbleRef;
  outgoing: boolean;
  fallbackSender?: string;
  onMediaLoad?: () => void;
}) {
  const t = useMessages(messengerMessages);
  const { data: message, complete } = useFragment({ fragment: MessageBubbleFragmentDoc, from: ref });
  if (!complete) return null;
  const isImage = !!message.file?.mime?.startsWith('image/');
  return (
    <Stack
      gap="1"
      alignSelf={outgoing ? 'flex-end' : 'flex-start'}
      maxW="80%"
      bg={outgoing ? 'blue.subtle' : 'bg.muted'}
      px="3"
      py="2"
      borderRadius="l3"
      data-testid="message"
      data-message-id={message.id}
    >
      <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
        {message.sender ? userDisplayName(message.sender) : (fallbackSender ?? t.user)}
      </Text>
      {message.text && (
        <Text textStyle="sm" whiteSpace="pre-wrap" wordBreak="break-word" dir="auto">
          {message.text}
        </Text>
      )}
      {message.file &&
        (isImage ? (
          <Link href={message.file.url} target="_blank" rel="noreferrer">
            <Image src={message.file.thumb} alt={t.image} w={`${CHAT_IMAGE_WIDTH}px`} maxW="full" borderRadius="l2" onLoad={onMediaLoad} />
          </Link>
        ) : (
          <Link href={message.file.url} download={fileName(message.file)} textStyle="sm" colorPalette="blue" wordBreak="break-word">
            {t.download(fileName(message.file))}
          </Link>
        ))}
      {message.ticketId != null && (
        <Link asChild textStyle="xs" colorPalette="blue">
          <RouterLink to={to(paths.ticket, { id: message.ticketId })}>{t.ticket(message.ticketId)}</RouterLink>
        </Link>
      )}
      <Box textStyle="xs" color="fg.muted" alignSelf="flex-end" whiteSpace="nowrap">
        <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
        {outgoing && (
          <Text as="span" ms="1" aria-label={message.saw ? t.saw : t.sent} title={message.saw ? t.saw : t.sent} data-testid="read-mark">
            {message.saw ? '✓✓' : '✓'}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
