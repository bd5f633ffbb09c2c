// The journal and every 'История' read as a person writes (issue 26): labels, durations, dates with
// the year, coordinates, pictures and files by name — never the database's 'ttl: 1209600' or JSON.
import { describe, expect, it } from 'vitest';
import { auditChanges, formatDuration } from './audit-history';
import { auditHistoryMessages } from './audit-history-messages';

const none = { label: () => undefined };

describe('audit changes', () => {
  it('read as a person writes, in Russian', () => {
    expect(
      auditChanges(
        none,
        { readOnly: false, coordinates: { lat: 53.2, lng: 50.15 } },
        {
          ttl: 1209600,
          readOnly: true,
          expiresAt: '2027-02-24T00:48:48.271Z',
          coordinates: { lat: 53.21, lng: 50.1 },
          image: { container: 'places', path: 'x/1.png', mime: 'image/png', thumbs: { 200: 'x/1_200.png' } },
          file: { container: 'messages', path: 'mwwtx6a8-f5.txt', mime: 'text/plain', name: 'note.txt' },
          settings: { a: 1 },
          items: [{ a: 1 }, { a: 2 }],
        },
      ),
    ).toEqual([
      'Только чтение: нет → да',
      'Координаты: шир. 53,2, долг. 50,15 → шир. 53,21, долг. 50,1',
      'Срок действия: 14 дней',
      'Действует до: 24 февраля 2027 03:48',
      'Изображение: изображение',
      'file: файл «note.txt»',
      'settings: изменено',
      'items: 2 шт.',
    ]);
  });

  it('read in English with the English words', () => {
    expect(auditChanges(none, {}, { ttl: 7200, readOnly: true, coordinates: { lat: 53.2, lng: 50.15 } }, auditHistoryMessages.en)).toEqual([
      'Valid for: 2 hours',
      'Read only: yes',
      'Coordinates: lat. 53.2, long. 50.15',
    ]);
  });

  it('say durations in their largest whole unit', () => {
    expect([86400, 172800, 3600, 5400, 61, 1].map((s) => formatDuration(s))).toEqual(['1 день', '2 дня', '1 час', '90 минут', '61 секунда', '1 секунда']);
  });
});
