// The web's ticket statuses (shared/ticket-status.ts) against the schema's enum: each value has a colour and
// a title in every language, each status of the API a named filter; a value the schema adds fails here
// (and in the typecheck of the `Record<TicketStatus, …>` tables).
import { describe, expect, it } from 'vitest';
import schema from '../../../../schema/tickets.graphql?raw';
import { ticketsMessages } from './messages';
import { messagesOf } from '../../shared/i18n/define';
import { messages } from '../../shared/i18n/i18n';
import { LANGUAGES } from '../../shared/i18n/language';
import { TICKET_STATUS_COLORS, TICKET_STATUSES, ticketStatusCodeLabel, ticketStatusLabel, ticketStatusOfParam, ticketStatusParam } from '../../shared/ticket-status';

/** The values of `enum TicketStatus` in schema/tickets.graphql, in their order. */
const enumValues = (/enum TicketStatus \{([^}]*)\}/.exec(schema)?.[1] ?? '')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => /^[A-Z_]+$/.test(line));

describe('the ticket statuses', () => {
  it('are the schema’s enum, each with a colour, in the order screens list them', () => {
    expect(enumValues).toEqual(['NEW', 'PROCESSING', 'DELAYED', 'MANUAL', 'PROCESSED', 'REJECTED', 'OTHER']);
    expect(Object.keys(TICKET_STATUS_COLORS)).toEqual(enumValues);
    expect(TICKET_STATUSES).toEqual(enumValues.filter((value) => value !== 'OTHER'));
  });

  it('have a title for every value of the enum in every language, and a named filter for every status of the API', () => {
    expect(LANGUAGES).toEqual(['ru', 'en', 'es', 'en-RTL']);
    for (const language of LANGUAGES) {
      const titles = messages(language).common.ticketStatuses as Record<string, string>;
      expect([language, Object.keys(titles)]).toEqual([language, enumValues]);
      for (const value of enumValues) expect([language, value, titles[value]!.length > 0]).toEqual([language, value, true]);
      const filters = messagesOf(ticketsMessages, language).filters as Record<string, string>;
      expect([language, Object.keys(filters)]).toEqual([language, ['all', ...TICKET_STATUSES]]);
    }
    expect(enumValues.map((value) => messages('ru').common.ticketStatuses[value as keyof typeof TICKET_STATUS_COLORS])).toEqual([
      'Новый',
      'В обработке',
      'Отложен',
      'Ручная проверка',
      'Обработан',
      'Отклонён',
      'Другой статус',
    ]);
  });

  it('keep the named filters’ URL names of before the enum', () => {
    expect(TICKET_STATUSES.map(ticketStatusParam)).toEqual(['new', 'processing', 'delayed', 'manual', 'processed', 'rejected']);
    expect(['manual', 'MANUAL', 'all', 'archived', null].map(ticketStatusOfParam)).toEqual(['MANUAL', undefined, undefined, undefined, undefined]);
  });

  it('name a status the gateway does not know by the API’s title, else its value', () => {
    expect(ticketStatusLabel({ status: 'OTHER', statusCode: 'archived', statusTitle: 'В архиве' })).toBe('В архиве');
    expect(ticketStatusLabel({ status: 'OTHER', statusCode: 'archived', statusTitle: null })).toBe('archived');
    expect(ticketStatusLabel({ status: 'OTHER' })).toBe('Другой статус');
    expect(ticketStatusLabel({ status: 'MANUAL', statusCode: 'manual', statusTitle: 'что-то своё' })).toBe('Ручная проверка');
    expect(['manual', 'rejected', 'archived'].map((code) => ticketStatusCodeLabel(code))).toEqual(['Ручная проверка', 'Отклонён', 'archived']);
  });
});
