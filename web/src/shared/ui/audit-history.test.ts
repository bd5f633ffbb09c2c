// The journal and every 'История' read as a person writes (issue 26): labels, durations, dates with
// the year, coordinates, pictures and files by name — never the database's 'ttl: 1209600' or JSON.
import { describe, expect, it } from 'vitest';
import { auditChangeParts, auditChanges, formatDuration, mapUrl, readableValue, recordHref } from './audit-history';
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

  it("name a regional manager's place given or taken with its city as it happened (issue 39)", () => {
    const samara = [
      { field: 'cityId', id: 12, model: 'City', name: 'Самара' },
      { field: 'placeId', id: 1047, model: 'Place', name: 'Верный №1047' },
    ];
    const after = { placeId: 1047, cityId: 12, places: 17 };
    expect(auditChanges(none, null, after, auditHistoryMessages.ru, samara, 'assignPlace')).toEqual(['Назначено 17 мест города «Самара»']);
    expect(auditChanges(none, null, { ...after, places: 1 }, auditHistoryMessages.ru, samara, 'unassignPlace')).toEqual(['Снято 1 место города «Самара»']);
    expect(auditChanges(none, null, { ...after, places: 3 }, auditHistoryMessages.en, samara, 'assignPlace')).toEqual(['Assigned 3 places of the city “Самара”']);
    const [line] = auditChangeParts(none, null, after, auditHistoryMessages.ru, samara, 'assignPlace');
    expect(line!.after[1]).toEqual({ kind: 'record', text: 'Самара', reference: samara[0], named: true });
    // A sales rep's one place stays a field line.
    expect(auditChanges(none, null, { placeId: 1047 }, auditHistoryMessages.ru, samara, 'assignPlace')).toEqual(['Место: Верный №1047']);
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

  it('name related records by their name, and by kind and number when there is none (issue 26)', () => {
    const references = [
      { field: 'cityId', id: 23, model: 'City', name: 'Самара' },
      { field: 'cityId', id: 24, model: 'City', name: 'Тольятти' },
      { field: 'placeId', id: 58, model: 'Place', name: null },
      { field: 'placeTypeId', id: 5, model: 'PlaceType', name: 'Минимаркет' },
      { field: 'placeIds', id: 7, model: 'Place', name: 'Киоск у вокзала' },
      { field: 'placeIds', id: 9, model: 'Place', name: null },
    ];
    // A page's own number format does not turn a related record back into its id.
    const labels: Record<string, string> = { placeTypeId: 'Тип', placeIds: 'Места' };
    const numbers = { label: (field: string) => labels[field], value: (_field: string, value: unknown) => (typeof value === 'number' ? `#${value}` : undefined) };
    expect(
      auditChanges(numbers, { cityId: 23, placeId: 58 }, { cityId: 24, placeId: null, placeTypeId: 5, placeIds: [7, 9], score: 3 }, auditHistoryMessages.ru, references),
    ).toEqual(['Город: Самара → Тольятти', 'Место: Место № 58 → —', 'Тип: Минимаркет', 'Места: Киоск у вокзала, Место № 9', 'Баллы: #3']);
    // Without references (an entry from before them) the id stays as it was.
    expect(auditChanges(none, {}, { cityId: 23 }, auditHistoryMessages.ru)).toEqual(['Город: 23']);
    expect(auditChanges(none, {}, { placeId: 58 }, auditHistoryMessages.en, [{ field: 'placeId', id: 58, model: 'Place', name: null }])).toEqual(['Place: Place #58']);
  });

  it('keep a picture as a thumbnail linking to the full picture, and coordinates with a map link', () => {
    const image = { container: 'places', path: 'x/1.png', mime: 'image/png', thumbs: { 200: 'x/1_200.png', 500: 'x/1_500.png' } };
    const stored = { server: 'https://cdn.example.ru/files', container: 'avatars', path: 'me.jpg' };
    expect(auditChangeParts(none, { location: { lat: 53.2, lng: 50.15 } }, { location: { lat: 53.21, lng: 50.1 }, image, avatar: stored }, auditHistoryMessages.ru)).toEqual([
      {
        field: 'location',
        label: 'Координаты',
        before: [{ kind: 'coordinates', text: 'шир. 53,2, долг. 50,15', href: 'https://www.openstreetmap.org/?mlat=53.2&mlon=50.15#map=16/53.2/50.15' }],
        after: [{ kind: 'coordinates', text: 'шир. 53,21, долг. 50,1', href: 'https://www.openstreetmap.org/?mlat=53.21&mlon=50.1#map=16/53.21/50.1' }],
      },
      { field: 'image', label: 'Изображение', after: [{ kind: 'picture', text: 'изображение', src: '/files/places/x/1_200.png', href: '/files/places/x/1.png' }] },
      {
        field: 'avatar',
        label: 'Фото',
        after: [{ kind: 'picture', text: 'изображение', src: 'https://cdn.example.ru/files/avatars/me.jpg', href: 'https://cdn.example.ru/files/avatars/me.jpg' }],
      },
    ]);
    // Another API's storage: an absolute address, as a string or as `{ url }`; a page's address stays text.
    const elsewhere = 'https://img.example.org/places/7.JPG?v=2';
    expect(
      auditChangeParts(none, {}, { picture: elsewhere, image: { url: 'https://img.example.org/a.webp' }, site: 'https://example.org/about' }, auditHistoryMessages.ru),
    ).toEqual([
      { field: 'picture', label: 'Изображение', after: [{ kind: 'picture', text: 'изображение', src: elsewhere, href: elsewhere }] },
      { field: 'image', label: 'Изображение', after: [{ kind: 'picture', text: 'изображение', src: 'https://img.example.org/a.webp', href: 'https://img.example.org/a.webp' }] },
      { field: 'site', label: 'site', after: [{ kind: 'text', text: 'https://example.org/about' }] },
    ]);
    expect(readableValue('picture', 'javascript:alert(1)//x.png', auditHistoryMessages.ru)).toBe('javascript:alert(1)//x.png');
    expect(mapUrl(-33.86, 151.2)).toBe('https://www.openstreetmap.org/?mlat=-33.86&mlon=151.2#map=16/-33.86/151.2');
  });

  it("link a related record to its page where the web has one and the viewer's role may open it", () => {
    const ref = (model: string, id: number, more: { roleName?: string; parentId?: number } = {}) => ({ field: 'x', id, model, name: 'N', ...more });
    expect([
      recordHref(ref('Place', 58), 'vendor'),
      recordHref(ref('City', 23), 'regionalManager'),
      recordHref(ref('City', 23), 'vendor'),
      recordHref(ref('Campaign', 5), 'admin'),
    ]).toEqual(['/app/place/58', '/app/city/23', undefined, '/app/campaign/5']);
    // A person's page is per role; a period's sits under its campaign.
    expect([
      recordHref(ref('User', 4, { roleName: 'vendor' }), 'admin'),
      recordHref(ref('User', 3, { roleName: 'salesMan' }), 'regionalManager'),
      recordHref(ref('User', 2, { roleName: 'regionalManager' }), 'admin'),
      recordHref(ref('Period', 7, { parentId: 2 }), 'salesMan'),
    ]).toEqual(['/app/vendor/4', '/app/sales-man/3', '/app/regional-manager/2', '/app/campaign/2/period/7']);
    // Kinds edited in a list open that list's editor.
    expect([recordHref(ref('PlaceType', 5), 'salesMan'), recordHref(ref('ProductCategory', 9), 'admin'), recordHref(ref('PlaceType', 5), 'vendor')]).toEqual([
      '/app/place-types?edit=5',
      '/app/products?category=9',
      undefined,
    ]);
    // No page for the viewer: a sales rep opens no other person's page, a regional manager no other manager's;
    // an admin has no person page; a period without its campaign, a place type for a vendor, and a visitor get text.
    expect([
      recordHref(ref('User', 4, { roleName: 'vendor' }), 'salesMan'),
      recordHref(ref('User', 3, { roleName: 'salesMan' }), 'salesMan'),
      recordHref(ref('User', 2, { roleName: 'regionalManager' }), 'regionalManager'),
      recordHref(ref('User', 1, { roleName: 'admin' }), 'admin'),
      recordHref(ref('User', 4), 'admin'),
      recordHref(ref('Period', 7), 'admin'),
      recordHref(ref('PlaceType', 5), 'vendor'),
      recordHref(ref('Region', 2), null),
    ]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
