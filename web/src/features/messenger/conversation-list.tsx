// The conversations of the messenger (spec §3, §9): the user's name, place, the last message and its
// time, and a badge while it has new messages. Each row is a link that opens its room.
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Badge, Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { EMPTY, formatDayMonth, formatTime } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { userDisplayName } from '../../shared/users';
import { messengerMessages } from './messages';

export const ConversationListFragmentDoc = graphql(`
  fragment ConversationList_conversation on Conversation {
    roomName
    userId
    hasNewMessage
    user {
      id
      name
      surname
      phone
      place {
        id
        title
      }
      city {
        id
        title
      }
    }
    lastMessage {
      id
      text
      createdAt
      file {
        path
      }
    }
  }
`);

export type ConversationRef = FragmentType<typeof ConversationListFragmentDoc>;

/** Today's messages show their time, older ones their day. */
export function lastMessageTime(value: string, now: Date = new Date()): string {
  return dayjs(value).isSame(now, 'day') ? formatTime(value) : formatDayMonth(value);
}

/** A conversation's name: the user, or the room when the user is unknown. */
export function conversationTitle(conversation: { roomName: string; user?: { name?: string | null; surname?: string | null; phone?: string | null } | null }) {
  return conversation.user ? userDisplayName(conversation.user) : conversation.roomName;
}

function ConversationRow({ conversation: ref, href, selected }: { conversation: ConversationRef; href: string; selected: boolean }) {
  const t = useMessages(messengerMessages);
  const { data: c, complete } = useFragment({ fragment: ConversationListFragmentDoc, from: ref });
  if (!complete) return null;
  const place = c.user?.place?.title ?? c.user?.city?.title;
  const last = c.lastMessage;
  return (
    <Box as="li" listStyleType="none">
      <Link
        asChild
        display="block"
        px="3"
        py="2"
        borderRadius="l2"
        bg={selected ? 'blue.subtle' : undefined}
        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
        color="fg"
        aria-current={selected ? 'page' : undefined}
        data-testid="conversation"
        data-room={c.roomName}
      >
        <RouterLink to={href}>
          <Flex justify="space-between" gap="2" align="baseline">
            <Text fontWeight={c.hasNewMessage ? 'bold' : 'medium'} lineClamp={1}>
              {conversationTitle(c)}
            </Text>
            {last && (
              <Text as="span" textStyle="xs" color="fg.muted" whiteSpace="nowrap">
                <time dateTime={last.createdAt}>{lastMessageTime(last.createdAt)}</time>
              </Text>
            )}
          </Flex>
          <Text textStyle="xs" color="fg.muted" lineClamp={1}>
            <bdi>{place || EMPTY}</bdi>
          </Text>
          <Flex justify="space-between" gap="2" align="center">
            <Text textStyle="sm" color="fg.muted" lineClamp={1}>
              <bdi>{last ? last.text || (last.file ? t.fileOnly : EMPTY) : t.noMessages}</bdi>
            </Text>
            {c.hasNewMessage && (
              <Badge colorPalette="red" variant="solid" size="sm" title={t.newMessages} data-testid="new-badge">
                {t.newBadge}
              </Badge>
            )}
          </Flex>
        </RouterLink>
      </Link>
    </Box>
  );
}

export interface ConversationListProps {
  conversations: readonly (ConversationRef & { roomName: string })[];
  selected: string | null;
  href: (room: string) => string;
}

export function ConversationList({ conversations, selected, href }: ConversationListProps) {
  const t = useMessages(messengerMessages);
  return (
    <Stack as="ul" gap="1" m="0" p="0" aria-label={t.conversations}>
      {conversations.map((c) => (
        <ConversationRow key={c.roomName} conversation={c} href={href(c.roomName)} selected={c.roomName === selected} />
      ))}
    </Stack>
  );
}
