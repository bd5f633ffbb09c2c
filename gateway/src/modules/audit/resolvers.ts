// The audit trail (issue 17): `auditLog` for admins and regional managers (the API scopes the rows),
// and `history` on tickets, people, places, campaigns and periods.
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { auditLogs } from '../../upstream/audit';
import { ErrorCode } from '../../errors';
import { listResolver, type ListArgs } from '../list-resolver';
import { paging } from '../lists';
import { requireRole } from '../mutations';

const DEFAULT_ORDER = ['at DESC', 'id DESC'];
const SHAPE = { needs: { user: ['userId'], actionTitle: ['action'] } };

export const ACTION_TITLES: Readonly<Record<string, string>> = {
  create: 'Создание',
  update: 'Изменение',
  delete: 'Удаление',
  reject: 'Отклонение',
  score: 'Ручное начисление',
  edit: 'Исправление',
  process: 'Обработка',
  autoProcess: 'Автоматическая обработка',
  requeue: 'Возврат в очередь',
  toManual: 'На ручную проверку',
  invite: 'Приглашение',
  assignPlace: 'Назначение точки',
  unassignPlace: 'Снятие с точки',
  setMainPlace: 'Смена основной точки',
  block: 'Блокировка',
  unblock: 'Разблокировка',
  start: 'Запуск',
  stop: 'Остановка',
  signIn: 'Вход',
  signOut: 'Выход',
  signInFailed: 'Неудачный вход',
  command: 'Команда устройствам',
  apiTokenCreate: 'Создание API-токена',
  apiTokenRevoke: 'Отзыв API-токена',
};

const list = listResolver({ route: auditLogs, defaultOrder: DEFAULT_ORDER, shape: SHAPE });

/**
 * The entries of one record, newest first. An API without the audit trail (the programme's
 * LoopBack 3 has no `/auditLogs`: UPSTREAM_UNSUPPORTED) has no entries to show: an empty page,
 * so that a mutation selecting `history` (`rejectTicket` on the ticket page) still answers the
 * record it changed instead of losing it to this non-null field (docs/decisions.md, LoopBack 3
 * compatibility). The `auditLog` query itself still says UPSTREAM_UNSUPPORTED.
 */
function history(model: string) {
  const resolve = async (parent: { id: number }, args: ListArgs, ctx: GatewayContext, info: GraphQLResolveInfo) => {
    try {
      return await listResolver({ route: auditLogs, defaultOrder: DEFAULT_ORDER, shape: SHAPE, baseWhere: { model, entityId: parent.id } })(
        parent,
        args,
        ctx,
        info,
      );
    } catch (error) {
      if (!(error instanceof GraphQLError && error.extensions.code === ErrorCode.UPSTREAM_UNSUPPORTED)) throw error;
      const { page, pageSize } = paging(args.page, args.pageSize, 12);
      return { items: [], total: 0, page, pageSize };
    }
  };
  return resolve;
}

export const auditResolvers: Resolvers = {
  Query: {
    async auditLog(parent, args, ctx, info) {
      await requireRole(ctx, ['admin', 'regionalManager']);
      return list(parent, args, ctx, info);
    },
  },
  AuditLogEntry: {
    user: (e, _args, ctx) => (e.userId == null ? null : ctx.loaders.userById.load(e.userId)),
    userName: (e) => e.userName ?? null,
    actionTitle: (e) => ACTION_TITLES[e.action] ?? e.action,
    before: (e) => e.before ?? null,
    after: (e) => e.after ?? null,
  },
  Ticket: { history: history('Ticket') },
  User: { history: history('User') },
  Place: { history: history('Place') },
  Campaign: { history: history('Campaign') },
  Period: { history: history('Period') },
};
