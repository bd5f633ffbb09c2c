// Messages and conversations (product-rules §5): one conversation per app user, in the room `user-{id}`;
// ticket-linked messages carry ticketId. `saw` marks a message read by its recipient side.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isStaff, userScope, watchersOf } from '../auth/scope';
import type { DB } from '../db/schema';
import { foldedPattern, foldedText } from '../db/sql';
import { searchWords } from '../models/filter/search';
import type { AuthUser } from '../models/definition';

/** A row of `messages` (created by the tickets migration; not in the Kysely schema). */
export interface MessageRow {
  id: number;
  text: string | null;
  createdAt: Date;
  updatedAt: Date;
  file: unknown;
  senderId: number | null;
  recipientId: number | null;
  ticketId: number | null;
  room: string;
  saw: boolean;
}

export interface MessageJson extends Omit<MessageRow, 'createdAt' | 'updatedAt'> {
  createdAt: string;
  updatedAt: string;
}

export interface ConversationUser {
  id: number;
  name: string | null;
  surname: string | null;
  middleName: string | null;
  phone: string | null;
  avatar: unknown;
  roleName: string | null;
  placeId: number | null;
  cityId: number | null;
}

export interface ConversationJson {
  roomName: string;
  userId: number;
  hasNewMessage: boolean;
  lastMessage: MessageJson | null;
  user: ConversationUser | null;
}

const ROOM = /^user-(\d{1,10})$/;

/** The user of a conversation room, or null when the name is not a conversation room. */
export function roomUserId(room: string): number | null {
  const m = ROOM.exec(room);
  return m ? Number(m[1]) : null;
}

export const roomOf = (userId: number) => `user-${userId}`;

function toJson(row: MessageRow): MessageJson {
  return {
    id: row.id,
    text: row.text,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    file: row.file ?? null,
    senderId: row.senderId,
    recipientId: row.recipientId,
    ticketId: row.ticketId,
    room: row.room,
    saw: row.saw,
  };
}

const COLUMNS = sql`m.id, m.text, m.created_at, m.updated_at, m.file, m.sender_id, m.recipient_id, m.ticket_id, m.room, m.saw`;

/** The largest id a users row can have (int4). */
export const MAX_USER_ID = 2_147_483_647;

/**
 * Orders of the conversation list (spec §9): 'messages' newest message first (the default),
 * 'tickets' the user's newest receipt first, 'none' by the user's id.
 */
export const CONVERSATION_ORDERS = ['messages', 'tickets', 'none'] as const;
export type ConversationOrder = (typeof CONVERSATION_ORDERS)[number];

export interface ConversationQuery {
  /** Spec §5 search over the user's name, surname and phone: every word must match one of them. */
  search?: string;
  order?: ConversationOrder;
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

export class MessagesRepository {
  constructor(
    private readonly db: Kysely<DB>,
    /** The case-insensitive collation for Cyrillic (rest-api decisions), when the database has one. */
    private readonly caseFoldCollation: string | null = null,
  ) {}

  async insert(input: { text: string | null; file: unknown; senderId: number; recipientId: number | null; ticketId: number | null; room: string }): Promise<MessageJson> {
    const { rows } = await sql<MessageRow>`
      insert into messages as m (text, file, sender_id, recipient_id, ticket_id, room)
      values (${input.text}, ${input.file === null || input.file === undefined ? null : JSON.stringify(input.file)}::jsonb,
              ${input.senderId}, ${input.recipientId}, ${input.ticketId}, ${input.room})
      returning ${COLUMNS}`.execute(this.db);
    return toJson(rows[0]!);
  }

  /** Messages of a conversation, newest `limit` before `endDate`, answered oldest first, and how many older remain. */
  async byRoom(room: string, limit: number, endDate: Date | null): Promise<{ items: MessageJson[]; rest: number }> {
    const before = endDate ? sql`and m.created_at < ${endDate}` : sql``;
    const { rows } = await sql<MessageRow>`
      select ${COLUMNS} from messages m where m.room = ${room} ${before}
      order by m.created_at desc, m.id desc limit ${limit}`.execute(this.db);
    const oldest = rows[rows.length - 1];
    let rest = 0;
    if (oldest) {
      const counted = await sql<{ n: number }>`
        select count(*)::int as n from messages m where m.room = ${room}
          and (m.created_at < ${oldest.createdAt} or (m.created_at = ${oldest.createdAt} and m.id < ${oldest.id}))`.execute(this.db);
      rest = counted.rows[0]?.n ?? 0;
    }
    return { items: rows.reverse().map(toJson), rest };
  }

  /** `GET /messages/byUserId/{userId}?filter`: where.ticketId, limit, skip, order by createdAt. */
  async byUser(userId: number, options: { ticketId: number | null; limit: number; skip: number; ascending: boolean }): Promise<MessageJson[]> {
    const ticket = options.ticketId === null ? sql`` : sql`and m.ticket_id = ${options.ticketId}`;
    const direction = options.ascending ? sql`asc` : sql`desc`;
    const { rows } = await sql<MessageRow>`
      select ${COLUMNS} from messages m where m.room = ${roomOf(userId)} ${ticket}
      order by m.created_at ${direction}, m.id ${direction} limit ${options.limit} offset ${options.skip}`.execute(this.db);
    return rows.map(toJson);
  }

  /**
   * Marks the other side's messages in a conversation read by `reader`: staff read the user's
   * messages, the user reads staff messages. Answers how many changed.
   */
  async markRead(room: string, reader: AuthUser): Promise<number> {
    const userId = roomUserId(room)!;
    const side = reader.id === userId ? sql`m.sender_id is distinct from ${userId}` : sql`m.sender_id = ${userId}`;
    const { rows } = await sql<{ id: number }>`update messages m set saw = true where m.room = ${room} and not m.saw and ${side} returning m.id`.execute(this.db);
    return rows.length;
  }

  /** Whether the staff side has unread messages from the user. */
  async hasNewForStaff(userId: number): Promise<boolean> {
    const { rows } = await sql<{ n: number }>`
      select 1 as n from messages m where m.room = ${roomOf(userId)} and not m.saw and m.sender_id = ${userId} limit 1`.execute(this.db);
    return rows.length > 0;
  }

  async conversation(userId: number, viewer: AuthUser): Promise<ConversationJson | null> {
    const page = await this.conversations(viewer, 1, 0, userId);
    return page.items[0] ?? null;
  }

  /** `GET /messages/myConvs`: the conversations the viewer may see that have messages, latest first unless ordered otherwise. */
  async conversations(
    viewer: AuthUser,
    limit: number,
    skip: number,
    onlyUserId: number | null = null,
    query: ConversationQuery = {},
  ): Promise<{ items: ConversationJson[]; total: number }> {
    const scope = userScope(viewer, 'u') ?? sql`true`;
    const only = onlyUserId === null ? sql`` : sql`and u.id = ${onlyUserId}`;
    const fold = (column: RawBuilder<unknown>) => foldedText(column, this.caseFoldCollation);
    const words = searchWords(query.search);
    const search = words.length
      ? sql`and ${sql.join(
          words.map((word) => {
            const pattern = foldedPattern(`%${escapeLike(word)}%`);
            return sql`(${fold(sql`coalesce(u.name, '')`)} ilike ${pattern} or ${fold(sql`coalesce(u.surname, '')`)} ilike ${pattern} or coalesce(u.phone, '') ilike ${pattern})`;
          }),
          sql` and `,
        )}`
      : sql``;
    const order =
      query.order === 'tickets'
        ? sql`(select max(t.created_at) from tickets t where t.user_id = c.user_id) desc nulls last, m.created_at desc, m.id desc`
        : query.order === 'none'
          ? sql`c.user_id asc`
          : sql`m.created_at desc, m.id desc`;
    const unread = isStaff(viewer)
      ? sql`exists (select 1 from messages x where x.room = c.room and not x.saw and x.sender_id = c.user_id)`
      : sql`exists (select 1 from messages x where x.room = c.room and not x.saw and x.sender_id is distinct from c.user_id)`;
    const base = sql`
      with c as (
        select m.room, max(m.id) as last_id, substring(m.room from 6)::int as user_id
        from messages m where m.room like 'user-%' group by m.room
      )
      select c.room, c.user_id, c.last_id from c join users u on u.id = c.user_id
      where ${scope} ${only} ${search} and (${isStaff(viewer) ? sql`u.id <> ${viewer.id}` : sql`true`})`;
    const total = await sql<{ n: number }>`select count(*)::int as n from (${base}) t`.execute(this.db);
    const { rows } = await sql<MessageRow & { roomName: string; cUserId: number; hasNew: boolean } & ConversationUserRow>`
      with c as (${base})
      select c.room as room_name, c.user_id as c_user_id, ${unread} as has_new, ${COLUMNS},
             u.name as u_name, u.surname as u_surname, u.middle_name as u_middle_name, u.phone as u_phone, u.avatar as u_avatar,
             r.name as u_role_name, u.place_id as u_place_id, u.city_id as u_city_id
      from c join messages m on m.id = c.last_id join users u on u.id = c.user_id left join roles r on r.id = u.role_id
      order by ${order} limit ${limit} offset ${skip}`.execute(this.db);
    return {
      total: total.rows[0]?.n ?? 0,
      items: rows.map((row) => ({
        roomName: row.roomName,
        userId: row.cUserId,
        hasNewMessage: row.hasNew,
        lastMessage: toJson(row),
        user: {
          id: row.cUserId,
          name: row.uName,
          surname: row.uSurname,
          middleName: row.uMiddleName,
          phone: row.uPhone,
          avatar: row.uAvatar ?? null,
          roleName: row.uRoleName,
          placeId: row.uPlaceId,
          cityId: row.uCityId,
        },
      })),
    };
  }
}

interface ConversationUserRow {
  uName: string | null;
  uSurname: string | null;
  uMiddleName: string | null;
  uPhone: string | null;
  uAvatar: unknown;
  uRoleName: string | null;
  uPlaceId: number | null;
  uCityId: number | null;
}

/** Whether the viewer may see user `userId`'s conversation (product-rules §1, messenger row). */
export async function canSeeConversation(db: Kysely<DB>, viewer: AuthUser, userId: number): Promise<boolean> {
  if (!Number.isSafeInteger(userId) || userId < 1 || userId > MAX_USER_ID) return false;
  const scope = userScope(viewer, 'u') ?? sql<SqlBool>`true`;
  const { rows } = await sql<{ ok: number }>`select 1 as ok from users u where u.id = ${userId} and ${scope}`.execute(db);
  return rows.length > 0;
}

/** Staff who may see user `userId`'s conversation (they get `messenger.convHasUpdated`). */
export async function staffWatching(db: Kysely<DB>, userId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select s.id from users s join roles r on r.id = s.role_id where ${watchersOf(userId)}`.execute(db);
  return rows.map((row) => row.id);
}
