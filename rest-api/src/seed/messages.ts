// The demo's conversations (issue 25): 12 vendors with receipts talk with the staff who look after
// them (the sales rep of their place, else the admin) over the days before today. Most threads are
// about one of the vendor's receipts (ticketId set, so the ticket page's chat has history), some are
// general; in some conversations the vendor's last message is still unread by the staff.
import { Prng } from './prng';
import type { MessageRow } from '../messenger/repository';
import type { DemoData, TicketRow, UserRow } from './types';

export const DEMO_CONVERSATIONS = 12;

const DAY = 86_400_000;
const MINUTE = 60_000;
const VENDOR_ROLE = 4;
const SALES_ROLE = 3;

type Line = readonly [from: 'vendor' | 'staff', text: string];

/** A thread about a receipt, by the receipt's status. */
function ticketThread(ticket: TicketRow, vendor: UserRow, female: boolean): Line[] {
  const id = ticket.id;
  const uploaded = female ? 'загрузила' : 'загрузил';
  switch (ticket.status) {
    case 'rejected':
      return [
        ['vendor', `Здравствуйте! Почему отклонён чек №${id}? Покупка была, чек настоящий.`],
        ['staff', `Здравствуйте, ${vendor.name}! Причина: «${ticket.statusDescription}». Если вы уверены в чеке, пришлите, пожалуйста, фото чека целиком.`],
        ['vendor', 'Хорошо, сфотографирую ещё раз и пришлю.'],
      ];
    case 'manual':
      return [
        ['vendor', `Добрый день! Чек №${id} уже несколько дней на ручной проверке. Когда начислят баллы?`],
        ['staff', `Здравствуйте, ${vendor.name}! Проверяем позиции чека вручную, обычно это занимает до двух рабочих дней.`],
        ['vendor', 'Спасибо, жду.'],
      ];
    case 'processed':
      return [
        ['vendor', `Здравствуйте! За чек №${id} начислили ${ticket.score} баллов. Как они считаются?`],
        ['staff', `Добрый день, ${vendor.name}! Баллы начисляются за товары акции, по количеству: в этом чеке их позиций ${ticket.scoredItems}.`],
        ['vendor', 'Понятно, спасибо!'],
      ];
    default:
      return [
        ['vendor', `Я ${uploaded} чек №${id}, а он всё ещё не проверен. Всё в порядке?`],
        ['staff', 'Здравствуйте! ФНС ещё не передала данные по чеку, система проверит его повторно сама.'],
      ];
  }
}

const GENERAL: ReadonlyArray<(vendor: UserRow) => Line[]> = [
  (vendor) => [
    ['staff', `Добрый день, ${vendor.name}! Напоминаем: до конца месяца за молочную продукцию Простоквашино начисляется 10 баллов за упаковку.`],
    ['vendor', 'Спасибо, поставим на видное место.'],
  ],
  () => [
    ['vendor', 'Здравствуйте! Приложение не принимает QR-код с чека, пишет «неверный формат». Что делать?'],
    ['staff', 'Здравствуйте! Введите данные чека вручную: дату, сумму, ФН, ФД и ФП, они напечатаны под QR-кодом.'],
    ['vendor', 'Получилось, спасибо!'],
  ],
  () => [
    ['vendor', 'Добрый день! Когда можно будет обменять баллы?'],
    ['staff', 'Здравствуйте! Обмен баллов откроется после окончания периода акции, мы пришлём уведомление.'],
  ],
];

/**
 * The demo's messages, oldest first, with their ids. Vendors with receipts, not blocked, are drawn
 * in turn (the demo vendor, user 4, always talks); `todayMs` is the start of today (UTC).
 */
export function demoMessages(data: Pick<DemoData, 'users' | 'userPlaces' | 'tickets'>, todayMs: number, seed: number): MessageRow[] {
  const prng = new Prng(seed);
  const ticketsOf = new Map<number, TicketRow[]>();
  for (const ticket of data.tickets) {
    if (ticket.userId === null || ticket.userId === undefined) continue;
    if (!ticketsOf.has(ticket.userId)) ticketsOf.set(ticket.userId, []);
    ticketsOf.get(ticket.userId)!.push(ticket);
  }
  const candidates = data.users.filter((u) => u.roleId === VENDOR_ROLE && !u.blocked && u.id !== 4 && ticketsOf.has(u.id)).map((u) => u.id);
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = prng.int(0, i);
    [candidates[i], candidates[j]] = [candidates[j]!, candidates[i]!];
  }
  const talkers = [4, ...candidates.slice(0, DEMO_CONVERSATIONS - 1)];
  const userById = new Map(data.users.map((u) => [u.id, u]));
  const salesRepOf = (vendor: UserRow): number => {
    const places = new Set(data.userPlaces.filter((up) => up.userId === vendor.id).map((up) => up.placeId));
    const rep = data.userPlaces.find((up) => places.has(up.placeId) && userById.get(up.userId)?.roleId === SALES_ROLE);
    return rep?.userId ?? 1;
  };

  const drafts: Array<Omit<MessageRow, 'id'>> = [];
  talkers.forEach((vendorId, index) => {
    const vendor = userById.get(vendorId)!;
    const staffId = salesRepOf(vendor);
    const female = (vendor.middleName ?? '').endsWith('на');
    // Receipts uploaded at least two days ago, newest first: a thread about one starts after it.
    const recent = ticketsOf
      .get(vendorId)!
      .filter((t) => (t.createdAt as Date).getTime() < todayMs - 2 * DAY)
      .sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime())
      .slice(0, 5);
    const threads: Array<{ lines: Line[]; ticket: TicketRow | null }> = [];
    if (prng.chance(0.5)) threads.push({ lines: prng.pick(GENERAL)(vendor), ticket: null });
    if (recent.length > 0) {
      const ticket = prng.pick(recent);
      threads.push({ lines: ticketThread(ticket, vendor, female), ticket });
    }
    if (threads.length === 0) threads.push({ lines: prng.pick(GENERAL)(vendor), ticket: null });
    // Every third conversation ends with the vendor's message still unread by the staff.
    const unread = index % 3 === 1;
    if (unread && threads[threads.length - 1]!.lines.at(-1)![0] === 'staff') {
      threads[threads.length - 1]!.lines.push(['vendor', 'Подскажите, пожалуйста, есть новости?']);
    }
    // Threads on separate days, the last within the three days before today.
    threads.forEach((thread, k) => {
      const daysAgo = k === threads.length - 1 ? prng.int(1, 3) : prng.int(4, 7);
      let at = todayMs - daysAgo * DAY + prng.int(6 * 60, 12 * 60) * MINUTE;
      if (thread.ticket) at = Math.max(at, (thread.ticket.createdAt as Date).getTime() + 30 * MINUTE);
      thread.lines.forEach(([from, text], n) => {
        if (n > 0) at += prng.int(5, 120) * MINUTE;
        const last = k === threads.length - 1 && n === thread.lines.length - 1;
        const fromVendor = from === 'vendor';
        drafts.push({
          text,
          file: null,
          senderId: fromVendor ? vendorId : staffId,
          recipientId: fromVendor ? null : vendorId,
          ticketId: thread.ticket?.id ?? null,
          room: `user-${vendorId}`,
          // Read by the other side, but for the last message: the vendor's is unread by the staff in
          // the unread conversations, the staff's is unread by the vendor now and then.
          saw: !last || (fromVendor ? !unread : prng.chance(0.5)),
          createdAt: new Date(at),
          updatedAt: new Date(at),
        });
      });
    });
  });
  return drafts.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime()).map((message, i) => ({ id: i + 1, ...message }));
}
