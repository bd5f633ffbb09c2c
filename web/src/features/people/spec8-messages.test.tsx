// Spec §8 to the letter, trigger by trigger, in every language (issue 39): what each toast says —
// title and line exactly — and what the form says under its field, as whole sentences.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesOf } from '../../shared/i18n/define';
import { messages, type Language } from '../../shared/i18n/i18n';
import { sharedMessages } from '../../shared/i18n/shared-messages';
import { setLanguage } from '../../shared/i18n/language';
import { toaster } from '../../shared/notify/toaster';
import { adminUser, regionalManagerUser, vendor } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { savedViewsMessages } from '../../shared/saved-views/saved-views-messages';
import { peopleMessages } from './messages';
import { placeMessages } from './place-messages';

/** The gateway's answer to a phone that is taken: `BAD_USER_INPUT` with the API's bare field words (LoopBack's `details`). */
const phoneTaken = {
  data: null,
  errors: [{ message: 'Проверьте введённые данные.', extensions: { code: 'BAD_USER_INPUT', fields: { phone: ['уже существует'] }, fieldCodes: { phone: ['uniqueness'] } } }],
};

const person = vendor({ email: null, cityIds: [], cities: [], city: null, placeId: null, place: null, score: 0, pendingScore: 0 });

const emptyPage = { __typename: 'UserPage', items: [], total: 0, page: 1, pageSize: 12 };
const personPage = [
  graphql.query('PersonRoute', () => HttpResponse.json({ data: { user: person, tickets: { __typename: 'TicketPage', items: [], total: 0 } } })),
  graphql.query('PersonPlaces', () =>
    HttpResponse.json({ data: { assigned: { __typename: 'PlacePage', items: [], total: 0 }, notAssigned: { __typename: 'PlacePage', items: [], total: 0 } } }),
  ),
  graphql.query('PersonDeviceCount', () => HttpResponse.json({ data: { deviceCount: 2 } })),
];

/** Every toast shown, as [title, line]. */
let toasts: Array<[unknown, unknown]>;
beforeEach(() => {
  toasts = [];
  const create = toaster.create.bind(toaster);
  vi.spyOn(toaster, 'create').mockImplementation((options) => {
    toasts.push([options.title, options.description]);
    return create(options);
  });
});
afterEach(() => vi.restoreAllMocks());

/** What each language says: the toasts' titles and lines, the field's sentence. */
const SAYS: Record<Exclude<Language, 'en-RTL'>, { done: string; loadError: string; phoneTaken: string; phoneLine: string; devicesSent: string; viewSaved: string }> = {
  ru: {
    done: 'Операция выполнена',
    loadError: 'Ошибка загрузки',
    phoneTaken: 'Пользователь с таким телефоном уже существует.',
    phoneLine: 'Телефон: Пользователь с таким телефоном уже существует.',
    devicesSent: 'Команда отправлена: 2 устройства',
    viewSaved: 'Фильтры «Весна» сохранены',
  },
  en: {
    done: 'Done',
    loadError: 'Loading failed',
    phoneTaken: 'A user with this phone number already exists.',
    phoneLine: 'Phone: A user with this phone number already exists.',
    devicesSent: 'Command sent: 2 devices',
    viewSaved: 'Filters “Весна” saved',
  },
  es: {
    done: 'Operación realizada',
    loadError: 'Error de carga',
    phoneTaken: 'Ya existe un usuario con este número de teléfono.',
    phoneLine: 'Teléfono: Ya existe un usuario con este número de teléfono.',
    devicesSent: 'Comando enviado: 2 dispositivos',
    viewSaved: 'Filtros «Весна» guardados',
  },
};

describe.each(['ru', 'en', 'es'] as const)('spec §8 in %s', (language) => {
  const t = messagesOf(peopleMessages, language);
  const tp = messagesOf(placeMessages, language);
  const says = SAYS[language];
  beforeEach(() => setLanguage(language));

  /** Opens the sales managers' list and sends the invite of Пётр Сидоров, +79161234567; the dialog. */
  async function inviteSidorov() {
    renderApp('/app/sales-mans', { user: regionalManagerUser });
    fireEvent.click(await screen.findByRole('button', { name: t.invite.salesMan }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(t.invite.name) }), { target: { value: 'Пётр' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(t.invite.surname) }), { target: { value: 'Сидоров' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(t.invite.phone) }), { target: { value: '+79161234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.invite.send }));
    return dialog;
  }

  it("an invite of a phone that is taken: the toast 'Ошибка приглашения.' with the sentence, and the sentence under the field", async () => {
    server.use(
      graphql.query('PeopleRoute', () => HttpResponse.json({ data: { users: emptyPage } })),
      graphql.mutation('InviteSalesMan', () => HttpResponse.json(phoneTaken)),
    );
    const dialog = await inviteSidorov();
    expect(await within(dialog).findByText(says.phoneTaken)).toBeTruthy();
    expect(toasts).toEqual([[t.invite.failed, says.phoneLine]]);
  });

  it("a successful invite: 'Операция выполнена', then the invite's own code", async () => {
    server.use(
      graphql.query('PeopleRoute', () => HttpResponse.json({ data: { users: emptyPage } })),
      graphql.mutation('InviteSalesMan', () =>
        HttpResponse.json({ data: { inviteSalesMan: { __typename: 'InviteResult', user: { __typename: 'User', id: 200 }, code: '4821' } } }),
      ),
    );
    await inviteSidorov();
    await waitFor(() =>
      expect(toasts).toEqual([
        [says.done, undefined],
        [t.invite.code('4821'), t.invite.salesManInvited],
      ]),
    );
  });

  it("a person's phone that is taken: the sentence under the field (never a bare 'уже существует') and the toast 'Ошибка обновления'", async () => {
    server.use(
      ...personPage,
      graphql.mutation('UpdateUser', () => HttpResponse.json(phoneTaken)),
    );
    renderApp('/app/vendor/42', { user: adminUser });
    const phone = (await screen.findByRole('textbox', { name: t.person.phone })) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '+79990000001' } });
    fireEvent.click(screen.getAllByRole('button', { name: messagesOf(sharedMessages, language).form.save })[0]!);
    expect(await screen.findByText(says.phoneTaken)).toBeTruthy();
    expect(screen.queryByText('уже существует')).toBeNull();
    expect(toasts).toEqual([[t.person.updateFailed, says.phoneLine]]);
  });

  it("a device command that reached devices: 'Операция выполнена' with how many", async () => {
    server.use(
      ...personPage,
      graphql.mutation('SendDeviceCommand', () => HttpResponse.json({ data: { sendDeviceCommand: 2 } })),
    );
    renderApp('/app/vendor/42', { user: adminUser });
    const box = await screen.findByRole('form', { name: tp.device.title });
    fireEvent.change(within(box).getByRole('textbox', { name: new RegExp(tp.device.event) }), { target: { value: 'refresh' } });
    fireEvent.click(within(box).getByRole('button', { name: tp.device.send }));
    await waitFor(() => expect(toasts).toEqual([[says.done, says.devicesSent]]));
    expect(says.devicesSent).toBe(tp.device.sent(2));
  });

  it("a saved view: 'Операция выполнена' with the view's name", async () => {
    const v = messagesOf(savedViewsMessages, language);
    const empty = { __typename: 'TicketStats', groupBy: ['status'], groups: [], totals: { __typename: 'TicketMeasures', count: 0, totalSum: 0, score: 0, units: 0 } };
    server.use(
      graphql.query('ReportTicketStats', () => HttpResponse.json({ data: { ticketStats: empty } })),
      graphql.query('ReportPlanFactPage', () => HttpResponse.json({ data: { planFactPage: { __typename: 'PlanFactPage', total: 0, items: [] } } })),
      graphql.query('SavedViews', () => HttpResponse.json({ data: { savedViews: [] } })),
      graphql.mutation('CreateSavedView', ({ variables }) =>
        HttpResponse.json({ data: { createSavedView: { __typename: 'SavedView', id: '8', screen: 'reports', name: variables.input.name, search: variables.input.search } } }),
      ),
    );
    renderApp('/app/reports?report=status', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: v.button }));
    const dialog = await screen.findByRole('dialog', { name: v.button });
    fireEvent.change(within(dialog).getByRole('textbox', { name: v.name }), { target: { value: 'Весна' } });
    fireEvent.click(within(dialog).getByRole('button', { name: v.save }));
    await waitFor(() => expect(toasts).toEqual([[says.done, says.viewSaved]]));
  });

  it("a failed list load: the toast 'Ошибка загрузки' with the message, and the page's retry", async () => {
    server.use(graphql.query('PeopleRoute', () => HttpResponse.json({ data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] })));
    renderApp('/app/sales-mans', { user: regionalManagerUser });
    await waitFor(() => expect(toasts.map(([title]) => title)).toEqual([says.loadError]));
    expect(toasts[0]![1]).toBe({ ru: 'Недостаточно прав для этого действия.', en: 'You are not allowed to do this.', es: 'No tiene permiso para hacer esto.' }[language]);
    expect(await screen.findByRole('button', { name: messages(language).errors.retry })).toBeTruthy();
  });

  it("a failed load of the messenger's conversations: the toast 'Ошибка загрузки' too, and the page's retry", async () => {
    server.use(graphql.query('MessengerRoute', () => HttpResponse.json({ data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] })));
    renderApp('/app/messenger', { user: adminUser });
    expect(await screen.findByRole('button', { name: messages(language).errors.retry })).toBeTruthy();
    expect(toasts.map(([title]) => title)).toEqual([says.loadError]);
  });
});
