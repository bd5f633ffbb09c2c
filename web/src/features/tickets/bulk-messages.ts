// The tickets list's bulk actions and undo (issue 25): ru first, en alongside.
import { countOf, defineMessages } from '../../shared/i18n/define';

const tickets = (n: number) => countOf(n, { one: 'чек', few: 'чека', many: 'чеков', other: 'чека' });
/** 'по 1 чеку', 'по 2 чекам'. */
const byTickets = (n: number) => countOf(n, { one: 'чеку', few: 'чекам', many: 'чекам', other: 'чекам' });
const receipts = (n: number) => countOf(n, { one: 'receipt', other: 'receipts' }, 'en');
const ticketsEs = (n: number) => countOf(n, { one: 'ticket', other: 'tickets' }, 'es');

export const ticketsBulkMessages = defineMessages(
  'ticketsBulk',
  {
    bar: 'Действия с выбранными чеками',
    selected: (n: number) => `Выбрано: ${tickets(n)}`,
    allByFilter: (n: number) => `Выбрать все ${n.toLocaleString('ru-RU')} по фильтру`,
    allByFilterChosen: (n: number) => `Выбраны все ${tickets(n)} по фильтру`,
    tooMany: (limit: number) => `За один раз — не более ${limit.toLocaleString('ru-RU')}: уточните фильтр`,
    reject: 'Отклонить',
    process: 'Обработать',
    score: 'Начислить баллы',
    reason: 'Причина отклонения',
    reasonPlaceholder: 'Отклонён сотрудником',
    confirm: {
      reject: (n: number) => `Отклонить ${tickets(n)}?`,
      process: (n: number) => `Обработать ${tickets(n)}?`,
      score: (n: number) => `Начислить рассчитанные баллы по ${tickets(n)} на ручной проверке?`,
    },
    undone: (n: number) => `Отменено: ${tickets(n)}`,
    /** What each action did: its own words, not a status ('обработаны' read as 'Обработан'). */
    done: {
      reject: (n: number) => `Отклонено: ${tickets(n)}`,
      process: (n: number) => `Обработка выполнена по ${byTickets(n)}`,
      score: (n: number) => `Баллы начислены по ${byTickets(n)}`,
    },
  },
  {
    bar: 'Actions on the selected receipts',
    selected: (n: number) => `Selected: ${receipts(n)}`,
    allByFilter: (n: number) => `Select all ${n.toLocaleString('en-GB')} matching the filter`,
    allByFilterChosen: (n: number) => `All ${receipts(n)} matching the filter are selected`,
    tooMany: (limit: number) => `At most ${limit.toLocaleString('en-GB')} at once: narrow the filter`,
    reject: 'Reject',
    process: 'Process',
    score: 'Award points',
    reason: 'Reason for rejection',
    reasonPlaceholder: 'Rejected by staff',
    confirm: {
      reject: (n: number) => `Reject ${receipts(n)}?`,
      process: (n: number) => `Process ${receipts(n)}?`,
      score: (n: number) => `Award the computed points for ${receipts(n)} under manual review?`,
    },
    undone: (n: number) => `Undone: ${receipts(n)}`,
    done: {
      reject: (n: number) => `Rejected: ${receipts(n)}`,
      process: (n: number) => `Processing run for ${receipts(n)}`,
      score: (n: number) => `Points awarded for ${receipts(n)}`,
    },
  },
  {
    bar: 'Acciones con los tickets seleccionados',
    selected: (n: number) => `Seleccionados: ${ticketsEs(n)}`,
    allByFilter: (n: number) => `Seleccionar los ${n.toLocaleString('es-ES')} del filtro`,
    allByFilterChosen: (n: number) => `Seleccionados los ${ticketsEs(n)} del filtro`,
    tooMany: (limit: number) => `Como máximo ${limit.toLocaleString('es-ES')} a la vez: afine el filtro`,
    reject: 'Rechazar',
    process: 'Procesar',
    score: 'Otorgar puntos',
    reason: 'Motivo del rechazo',
    reasonPlaceholder: 'Rechazado por el personal',
    confirm: {
      reject: (n: number) => `¿Rechazar ${ticketsEs(n)}?`,
      process: (n: number) => `¿Procesar ${ticketsEs(n)}?`,
      score: (n: number) => `¿Otorgar los puntos calculados a ${ticketsEs(n)} en revisión manual?`,
    },
    undone: (n: number) => `Deshecho: ${ticketsEs(n)}`,
    done: {
      reject: (n: number) => `Rechazados: ${ticketsEs(n)}`,
      process: (n: number) => `Procesamiento hecho para ${ticketsEs(n)}`,
      score: (n: number) => `Puntos otorgados a ${ticketsEs(n)}`,
    },
  },
);
