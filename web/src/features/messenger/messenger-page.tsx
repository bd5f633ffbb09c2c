// `/app/messenger` (spec §2, §4, §9): the conversations, 24 a page, in the order chosen ('messages':
// newest message first, the default; 'tickets': the user's newest receipt first; 'none'), searched
// by the user's name or phone, kept live (`conversationUpdated`: with the 'messages' order a
// conversation with a new message moves up; its badge shows, a read one loses it), and the room chat
// of the conversation the URL names (`?room=user-{id}`). Search, order, page and room live in the
// URL. Below 1024 px the list and the chat take the screen in turn (at 768 the sidebar leaves the two
// side by side too narrow a conversation); from 1024 they stand side by side.
import { useQuery, useSubscription } from '@apollo/client/react';
import { Box, Field, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { useMessages } from '../../shared/i18n/define';
import { SearchBox, useListState } from '../../shared/ui/list-page';
import { ListPagination } from '../../shared/ui/list-pagination';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError, useLoadFailureToast } from '../../shared/ui/query-error';
import { ConversationList, conversationTitle } from './conversation-list';
import { messengerMessages } from './messages';
import { CONVERSATION_ORDERS, CONVERSATIONS_PAGE_SIZE, messengerVariables } from './messenger-starter';
import { RoomChat } from './room-chat';
import { formatNumber } from '../../shared/format';
import { ChoiceSelect } from '../../shared/ui/choice-select';

const MessengerRouteQuery = graphql(`
  query MessengerRoute($search: String, $order: ConversationOrder, $page: Int!, $pageSize: Int!) {
    conversations(search: $search, order: $order, page: $page, pageSize: $pageSize) {
      items {
        roomName
        hasNewMessage
        user {
          id
          name
          surname
          phone
        }
        lastMessage {
          id
          createdAt
        }
        ...ConversationList_conversation
      }
      total
      page
      pageSize
    }
  }
`);

const ConversationUpdatedSubscription = graphql(`
  subscription ConversationUpdatedLive {
    conversationUpdated {
      roomName
      hasNewMessage
      lastMessage {
        id
        createdAt
      }
      ...ConversationList_conversation
    }
  }
`);

type Row = { roomName: string; lastMessage?: { createdAt: string } | null };

/** Newest message first; conversations without messages last, in the server's order. */
export function byLastMessage<T extends Row>(rows: readonly T[]): T[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row.lastMessage?.createdAt ?? '';
      const y = b.row.lastMessage?.createdAt ?? '';
      return x === y ? a.index - b.index : y.localeCompare(x);
    })
    .map(({ row }) => row);
}

export function MessengerPage() {
  const t = useMessages(messengerMessages);
  const [params] = useSearchParams();
  const list = useListState({
    orders: CONVERSATION_ORDERS.map((name) => ({ name, label: t.orders[name] })),
    pageSize: CONVERSATIONS_PAGE_SIZE,
  });
  const variables = messengerVariables(params);
  const { page, search } = list;
  const { order } = variables;
  const room = params.get('room');

  const { data, previousData, loading, error, refetch } = useQuery(MessengerRouteQuery, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  useLoadFailureToast(error);
  const shown = data ?? (loading ? previousData : undefined);
  const conversations = shown?.conversations;
  // With the 'messages' order a conversation that gets a message moves up at once; other orders keep the server's.
  const items = useMemo(() => (order === 'messages' ? byLastMessage(conversations?.items ?? []) : (conversations?.items ?? [])), [conversations, order]);
  const { setSearch, setOrder, setPage } = list;

  // A conversation not on the first page yet (a new one, or one from further pages): read the page again.
  useSubscription(ConversationUpdatedSubscription, {
    onData: ({ data: event }) => {
      const changed = event.data?.conversationUpdated;
      if (changed && page === 1 && !items.some((c) => c.roomName === changed.roomName)) void refetch();
    },
  });

  const hrefOf = (roomName: string) => {
    const next = new URLSearchParams(params);
    next.set('room', roomName);
    return `?${next.toString()}`;
  };
  const backParams = new URLSearchParams(params);
  backParams.delete('room');
  const backHref = `?${backParams.toString()}`;
  const current = room === null ? undefined : items.find((c) => c.roomName === room);

  const listColumn = (
    <Stack gap="3" minH="0" overflowY="auto" display={{ base: room === null ? 'flex' : 'none', lg: 'flex' }}>
      <Stack gap="2">
        <SearchBox value={search} onChange={setSearch} label={t.search} />
        <HStack gap="2">
          <Field.Root>
            <ChoiceSelect size="sm" label={t.order} value={order} onChange={setOrder} choices={CONVERSATION_ORDERS} text={(name) => t.orders[name]} fieldBg="bg" />
          </Field.Root>
        </HStack>
      </Stack>
      {error && !conversations ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : conversations && conversations.items.length === 0 ? (
        <Box py="6" textAlign="center">
          <Text fontWeight="medium">{search ? t.nothingFound : t.empty}</Text>
          {!search && (
            <Text textStyle="sm" color="fg.muted">
              {t.emptyHint}
            </Text>
          )}
        </Box>
      ) : (
        <ConversationList conversations={items} selected={room} href={hrefOf} />
      )}
      {conversations && conversations.total > CONVERSATIONS_PAGE_SIZE && (
        <ListPagination total={conversations.total} pageSize={CONVERSATIONS_PAGE_SIZE} page={page} onPageChange={setPage} />
      )}
    </Stack>
  );

  return (
    <Stack gap="0">
      <PageHeader title={t.title} subtitle={conversations ? t.total(formatNumber(conversations.total)) : undefined} />
      <Grid templateColumns={{ base: '1fr', lg: '18rem minmax(0, 1fr)' }} gap="4" h={{ lg: 'calc(100dvh - 12rem)' }} minH="24rem">
        {listColumn}
        <Box minH="0" minW="0" h={{ base: 'calc(100dvh - 12rem)', lg: 'auto' }} display={{ base: room === null ? 'none' : 'block', lg: 'block' }}>
          {room === null ? (
            <Text color="fg.muted" textStyle="sm" py="6" textAlign="center">
              {t.chooseConversation}
            </Text>
          ) : (
            <Stack h="full" gap="2">
              <Link asChild display={{ base: 'inline', lg: 'none' }} textStyle="sm" colorPalette="blue">
                <RouterLink to={backHref}>{t.back}</RouterLink>
              </Link>
              <Box flex="1" minH="0">
                <RoomChat key={room} room={room} title={t.chatWith(current ? conversationTitle(current) : room)} hasNewMessage={current?.hasNewMessage ?? false} />
              </Box>
            </Stack>
          )}
        </Box>
      </Grid>
    </Stack>
  );
}
