// Every query of the users domain: the generic reads (scoped by role), users by role, invites,
// place assignments and the edit of a user (product-rules §1, §6, §9).
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { issueCode } from '../auth/codes';
import { recordAudit } from '../audit/log';
import type { SmsSender } from '../auth/sms';
import type { DB } from '../db/schema';
import { forbidden, validationError, ValidationErrors } from '../errors';
import { isPlainObject } from '../models/filter/util';
import { SYSTEM, type AuthUser } from '../models/definition';
import type { JsonObject, ModelEngine } from '../models/engine';
import { ModelRepository } from '../models/repository';
import { checkData } from '../models/write';
import { MESSAGES } from '../models/field-messages';
import { PHONE_RE } from '../models/schema';

export const ROLE_NAMES = ['admin', 'regionalManager', 'salesMan', 'vendor'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** `users.role_id` is the role named `name`. */
export function roleCondition(name: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`users.role_id = (select r.id from roles r where r.name = ${name})`;
}

export function assertRoleName(value: unknown, property = 'roleName'): RoleName {
  if (typeof value !== 'string' || !(ROLE_NAMES as readonly string[]).includes(value)) {
    throw validationError('User', property, 'inclusion', `Роль должна быть одной из: ${ROLE_NAMES.join(', ')}.`, value);
  }
  return value as RoleName;
}

/** Which roles a user may invite and manage (product-rules §1). */
export function manageableRoles(user: AuthUser): readonly RoleName[] {
  switch (user.roleName) {
    case 'admin':
      return ROLE_NAMES;
    case 'regionalManager':
      return ['salesMan', 'vendor'];
    case 'salesMan':
      return ['vendor'];
    default:
      return [];
  }
}

export interface InviteInput {
  roleName: RoleName;
  body: Record<string, unknown>;
  /** Send the code by SMS. */
  sendCode: boolean;
  /** The filter (fields, include) of the user in the answer. */
  filter?: unknown;
}

export interface InviteResult {
  user: JsonObject;
  code: string;
}

const PERSONAL_FIELDS = ['name', 'surname', 'middleName', 'email', 'avatar', 'phone'];
const STAFF_FIELDS = [...PERSONAL_FIELDS, 'phoneVerified', 'blocked', 'cityIds'];
/** Spec §6: the editable fields of PATCH /users/:id. */
export const EDITABLE_USER_FIELDS = ['name', 'surname', 'middleName', 'phone', 'email', 'phoneVerified', 'blocked', 'avatar', 'cityIds'];

export class UsersRepository extends ModelRepository {
  constructor(
    engine: ModelEngine,
    private readonly sms: SmsSender,
  ) {
    super(engine, 'User');
  }

  private get db(): Kysely<DB> {
    return this.engine.database;
  }

  async roleOf(userId: number): Promise<RoleName | null> {
    const row = await this.db.selectFrom('users').leftJoin('roles', 'roles.id', 'users.roleId').select('roles.name').where('users.id', '=', userId).executeTakeFirst();
    return (row?.name as RoleName | null | undefined) ?? null;
  }

  /** `GET /users/byRole/:roleName` and `/users/vendors`: `{items, total}` within the caller's scope. */
  byRole(roleName: RoleName, filter: Record<string, unknown> | undefined, search: unknown, user: AuthUser) {
    const extra = sql<SqlBool>`(${roleCondition(roleName)})${searchAnd(this.search(search))}`;
    return this.page(filter, user, extra);
  }

  /**
   * 404 for an unknown user, 403 for one the caller may not see or manage (a role below its own;
   * itself only with `self`). Answers the target's role.
   */
  async assertManageable(userId: number | null, user: AuthUser, rawId?: unknown, self = false): Promise<RoleName | null> {
    await this.assertReadable(userId, user, rawId);
    const role = await this.roleOf(userId!);
    if (!(self && userId === user.id) && !(role && manageableRoles(user).includes(role))) throw forbidden();
    return role;
  }

  /**
   * Invites a user (product-rules §6): created unverified with a one-time code, which goes out by SMS
   * with `sendCode`. The caller may invite the roles below its own, into its own cities and places.
   */
  async invite(caller: AuthUser, { roleName, body, sendCode, filter }: InviteInput): Promise<InviteResult> {
    if (!manageableRoles(caller).includes(roleName)) throw forbidden('Недостаточно прав для приглашения пользователя с этой ролью');
    const errors = new ValidationErrors();
    // The route's schema checked the types and the email's and INN's formats (models/schema.ts).
    const text = (name: string): string | null => (typeof body[name] === 'string' ? body[name].trim() || null : null);
    const id = (name: string): number | null => (body[name] === undefined || body[name] === null || body[name] === '' ? null : Number(body[name]));
    const rawPhone = text('phone');
    const phone = rawPhone ? normalizeInvitePhone(rawPhone) : null;
    if (!rawPhone) errors.add('phone', 'presence', MESSAGES.presence, body.phone);
    else if (!PHONE_RE.test(phone!)) errors.add('phone', 'format', MESSAGES.phone, body.phone);
    const values = { name: text('name'), surname: text('surname'), middleName: text('middleName'), email: text('email'), inn: text('inn') };
    const cityId = id('cityId');
    const placeId = id('placeId');
    const inviterId = id('inviterId') ?? caller.id;
    if (inviterId !== caller.id && caller.roleName !== 'admin') errors.add('inviterId', 'format', 'Приглашающим может быть только тот, кто приглашает.', body.inviterId);
    if (!errors.empty) throw errors.toError('User');

    return this.engine.transaction(async (engine) => {
      const db = engine.database;
      if (await db.selectFrom('users').select('id').where('phone', '=', phone!).executeTakeFirst()) {
        throw validationError('User', 'phone', 'uniqueness', MESSAGES.phoneTaken, phone);
      }
      const references = new ValidationErrors();
      if (cityId !== null && !(await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst())) {
        references.add('cityId', 'reference', MESSAGES.reference, cityId);
      }
      if (placeId !== null && !(await db.selectFrom('places').select('id').where('id', '=', placeId).executeTakeFirst())) {
        references.add('placeId', 'reference', MESSAGES.reference, placeId);
      }
      if (inviterId !== caller.id && !(await db.selectFrom('users').select('id').where('id', '=', inviterId).executeTakeFirst())) {
        references.add('inviterId', 'reference', MESSAGES.reference, inviterId);
      }
      if (!references.empty) throw references.toError('User');
      if (placeId !== null) await engine.assertReadable('Place', placeId, caller);
      if (cityId !== null && caller.roleName === 'regionalManager') {
        const own = await db.selectFrom('userCities').select('cityId').where('userId', '=', caller.id).where('cityId', '=', cityId).executeTakeFirst();
        if (!own) throw forbidden('Город вне вашей зоны ответственности');
      }
      const role = await db.selectFrom('roles').select('id').where('name', '=', roleName).executeTakeFirstOrThrow();
      const created = await db
        .insertInto('users')
        .values({
          ...values,
          phone: phone!,
          roleId: role.id,
          inviterId,
          cityId,
          placeId: roleName === 'vendor' ? placeId : null,
          phoneVerified: false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Recorded at once: a check below that refuses the invite rolls the row back with the user.
      await recordAudit(db, { model: 'User', entityId: created.id, action: 'invite', before: null, after: { phone: phone!, roleName, cityId, placeId, inviterId } });
      if (placeId !== null) {
        if (roleName === 'regionalManager') {
          await db
            .insertInto('userCities')
            .columns(['userId', 'cityId'])
            .expression(
              db
                .selectFrom('places')
                .select([sql.lit(created.id).as('userId'), 'cityId'])
                .where('id', '=', placeId)
                .where('cityId', 'is not', null),
            )
            .onConflict((oc) => oc.doNothing())
            .execute();
        } else {
          await db.insertInto('userPlaces').values({ userId: created.id, placeId, assignedBy: caller.id }).execute();
        }
      }
      // A sales rep's or regional manager's city is one of its cities (one source, issue 22).
      if ((roleName === 'regionalManager' || roleName === 'salesMan') && cityId !== null) {
        await db
          .insertInto('userCities')
          .values({ userId: created.id, cityId })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      // The invited user must land within the inviter's scope (a city or a place of its own).
      const visible = await engine.findById('User', created.id, { fields: ['id'] }, caller);
      if (!visible) throw validationError('User', 'placeId', 'scope', 'Укажите город или торговую точку из своей зоны ответственности.', placeId);
      const code = await issueCode(db, created.id, 'invite', caller.id);
      if (sendCode) await this.sms.send(db, phone!, `Вас пригласили в программу лояльности. Код для входа: ${code}`);
      const user = await engine.findById('User', created.id, filter, SYSTEM);
      return { user: user!, code };
    });
  }

  /**
   * Assigns a place to a user, or removes it. A regional manager owns the places of its cities, so
   * for one the place's city is added to (removed from) its cityIds; others get a user_places row.
   */
  async assignPlace(caller: AuthUser, userId: number | null, placeId: number | null, assign: boolean, expectedRole?: RoleName): Promise<JsonObject> {
    return this.engine.transaction(async (engine) => {
      const users = new UsersRepository(engine, this.sms);
      const role = await users.assertManageable(userId, caller);
      if (expectedRole && role !== expectedRole) {
        throw validationError('User', 'userId', 'role', `У пользователя другая роль (нужна ${expectedRole}).`, userId);
      }
      await engine.assertReadable('Place', placeId, caller);
      const db = engine.database;
      if (role === 'regionalManager') {
        // Decisions ('Place assignments say what they do'): a regional manager owns the places of its
        // cities, so one place gives (or takes) its city with every place in it. A place without a
        // city cannot be given to a regional manager (before, the call answered 200 and changed nothing).
        const place = await db.selectFrom('places').select('cityId').where('id', '=', placeId!).executeTakeFirstOrThrow();
        if (place.cityId === null) {
          throw validationError('User', 'placeId', 'city', 'У места нет города: региональному менеджеру места назначаются через их город.', placeId);
        }
        if (assign)
          await db
            .insertInto('userCities')
            .values({ userId: userId!, cityId: place.cityId })
            .onConflict((oc) => oc.doNothing())
            .execute();
        else await db.deleteFrom('userCities').where('userId', '=', userId!).where('cityId', '=', place.cityId).execute();
        // The journal names it as it happened (issue 39): 'Назначено 17 мест города «Самара»'.
        const { places } = await db
          .selectFrom('places')
          .select((eb) => eb.fn.countAll<number>().as('places'))
          .where('cityId', '=', place.cityId)
          .executeTakeFirstOrThrow();
        await recordAudit(db, {
          model: 'User',
          entityId: userId,
          action: assign ? 'assignPlace' : 'unassignPlace',
          before: null,
          after: { placeId, cityId: place.cityId, places: Number(places) },
        });
        return (await engine.findById('User', userId!, undefined, SYSTEM))!;
      } else if (assign) {
        await db
          .insertInto('userPlaces')
          .values({ userId: userId!, placeId: placeId!, assignedBy: caller.id })
          .onConflict((oc) => oc.doNothing())
          .execute();
      } else {
        await db.deleteFrom('userPlaces').where('userId', '=', userId!).where('placeId', '=', placeId!).execute();
        await db.updateTable('users').set({ placeId: null }).where('id', '=', userId!).where('placeId', '=', placeId!).execute();
      }
      await recordAudit(db, { model: 'User', entityId: userId, action: assign ? 'assignPlace' : 'unassignPlace', before: null, after: { placeId } });
      return (await engine.findById('User', userId!, undefined, SYSTEM))!;
    });
  }

  /** The vendor's main place (`placeId`), also assigned in user_places; null resets it. */
  async setMainPlace(caller: AuthUser, userId: number | null, placeId: number | null, rawPlaceId?: unknown): Promise<JsonObject> {
    return this.engine.transaction(async (engine) => {
      const users = new UsersRepository(engine, this.sms);
      await users.assertManageable(userId, caller);
      const db = engine.database;
      if (placeId === null && rawPlaceId !== undefined) await engine.assertReadable('Place', null, caller, rawPlaceId);
      if (placeId !== null) {
        await engine.assertReadable('Place', placeId, caller);
        await db
          .insertInto('userPlaces')
          .values({ userId: userId!, placeId, assignedBy: caller.id })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      const { placeId: previous } = await db.selectFrom('users').select('placeId').where('id', '=', userId!).executeTakeFirstOrThrow();
      await db.updateTable('users').set({ placeId }).where('id', '=', userId!).execute();
      if (previous !== placeId) await recordAudit(db, { model: 'User', entityId: userId, action: 'setMainPlace', before: { placeId: previous }, after: { placeId } });
      return (await engine.findById('User', userId!, undefined, SYSTEM))!;
    });
  }

  /**
   * PATCH /users/:id (spec §6): name, surname, middleName, phone, email, phoneVerified, blocked,
   * avatar, cityIds. Everyone edits its own personal fields; staff edit the users they manage,
   * status and cities too. Blocking revokes the user's tokens.
   */
  async patch(caller: AuthUser, userId: number | null, body: unknown, rawId?: unknown, expectedUpdatedAt?: unknown): Promise<JsonObject> {
    return this.engine.transaction(async (engine) => {
      const users = new UsersRepository(engine, this.sms);
      await users.assertManageable(userId, caller, rawId, true);
      const data = isPlainObject(body) ? body : {};
      const self = userId === caller.id && caller.roleName !== 'admin';
      const allowed = self ? PERSONAL_FIELDS : STAFF_FIELDS;
      const refused = Object.keys(data).filter((k) => EDITABLE_USER_FIELDS.includes(k) && !allowed.includes(k) && data[k] !== undefined);
      if (refused.length) throw forbidden(`Недостаточно прав для изменения: ${refused.join(', ')}`);
      const model = engine.registry.get('User');
      // Only the editable fields; anything else the client sends back (id, role, score…) is ignored.
      const editable = Object.fromEntries(Object.entries(data).filter(([k]) => EDITABLE_USER_FIELDS.includes(k) && k !== 'cityIds'));
      // The route's schema checked cityIds: a list of ids.
      const cityIds = Array.isArray(data.cityIds) ? [...new Set(data.cityIds.map(Number))] : null;
      const checked = checkData(model, editable);
      const db = engine.database;
      if (cityIds?.length) {
        const found = await db.selectFrom('cities').select('id').where('id', 'in', cityIds).execute();
        if (found.length !== cityIds.length) throw validationError('User', 'cityIds', 'reference', MESSAGES.reference, cityIds);
      }
      if (cityIds !== null && caller.roleName === 'regionalManager') {
        const own = new Set((await db.selectFrom('userCities').select('cityId').where('userId', '=', caller.id).execute()).map((r) => r.cityId));
        const current = (await db.selectFrom('userCities').select('cityId').where('userId', '=', userId!).execute()).map((r) => r.cityId);
        const changed = [...cityIds.filter((c) => !current.includes(c)), ...current.filter((c) => !cityIds.includes(c))];
        if (changed.some((c) => !own.has(c))) throw forbidden('Город вне вашей зоны ответственности');
      }
      const updated = await engine.update('User', userId, undefined, SYSTEM, checked, userId, expectedUpdatedAt);
      if (cityIds !== null) {
        await db.deleteFrom('userCities').where('userId', '=', userId!).execute();
        if (cityIds.length)
          await db
            .insertInto('userCities')
            .values(cityIds.map((cityId) => ({ userId: userId!, cityId })))
            .execute();
        // One source for a person's cities (issue 22): cityIds; cityId (the list's city) is one of them.
        await sql`update users set city_id = case when city_id = any(${cityIds}::int[]) then city_id else ${cityIds[0] ?? null}::int end
          where id = ${userId!}`.execute(db);
      }
      if (checked.values.blocked === true) await db.deleteFrom('accessTokens').where('userId', '=', userId!).execute();
      return cityIds === null ? updated : (await engine.findById('User', userId!, undefined, SYSTEM))!;
    });
  }
}

function searchAnd(condition: RawBuilder<SqlBool> | null): RawBuilder<unknown> {
  return condition ? sql` and (${condition})` : sql``;
}

/**
 * Spec §5: the leading + may be stripped by the client; `8…`/`7…` with 11 digits mean +7, 10 digits
 * alone are the number after +7. A phone written with its + keeps its digits as typed (spaces, brackets
 * and dashes dropped): '+7 999 555 000' is 9 digits after +7 and refused, never read as +77999555000.
 */
export function normalizeInvitePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return `+7${digits.slice(1)}`;
  if (digits.length === 10) return `+7${digits}`;
  return input.trim();
}
