// Every error a user reads is in the chosen language (issue 26): the gateway's validation answers
// name their fields, framework texts (stock LoopBack's English, the gateway's Russian in English)
// give way to the text of the error's code, and anything else is 'Неизвестная ошибка'.
import { afterEach, describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../graphql/request';
import { setLanguage } from '../i18n/i18n';
import { errorMessage, fieldErrors, refusalText, ShownError } from './errors';

const answer = (message: string, extensions: Record<string, unknown>) => new GraphQLRequestError([{ message, extensions }], 200);

/** The invite of a phone that is taken, as our API answers it through the gateway. */
const inviteDuplicate = answer('Проверьте введённые данные.', {
  code: 'BAD_USER_INPUT',
  statusCode: 422,
  fields: { phone: ['Пользователь с таким телефоном уже существует'] },
  fieldCodes: { phone: ['uniqueness'] },
});
/** A person's edit to a phone that is taken (the database's unique index: a bare 'уже существует'). */
const editDuplicate = answer('Проверьте введённые данные.', {
  code: 'BAD_USER_INPUT',
  statusCode: 422,
  fields: { phone: ['уже существует'] },
  fieldCodes: { phone: ['uniqueness'] },
});
/** Stock LoopBack 3: English messages, the same codes. */
const stockDuplicate = answer('Проверьте введённые данные.', {
  code: 'BAD_USER_INPUT',
  statusCode: 422,
  fields: { email: ["can't be blank"], phone: ['Phone already exists'] },
  fieldCodes: { email: ['presence'], phone: ['uniqueness'] },
});
/** A gateway of before this change passed the framework's text through. */
const oldValidation = answer('The `User` instance is not valid. Details: `phone` уже существует (value: undefined).', {
  code: 'BAD_USER_INPUT',
  fields: { phone: ['уже существует'] },
});
const revoked = answer('Требуется вход в систему.', { code: 'UNAUTHENTICATED', statusCode: 401, upstreamCode: 'AUTHORIZATION_REQUIRED' });
const revokedOld = answer('Authorization Required', { code: 'UNAUTHENTICATED', statusCode: 401, upstreamCode: 'AUTHORIZATION_REQUIRED' });
const internal = answer('Internal Server Error', { code: 'UPSTREAM_ERROR', statusCode: 500 });
const masked = answer('Внутренняя ошибка сервера', { code: 'INTERNAL_SERVER_ERROR' });

afterEach(() => setLanguage('ru'));

describe('errors in Russian', () => {
  it('name the field of a validation error and put the message on it', () => {
    expect(errorMessage(inviteDuplicate)).toBe('Телефон: Пользователь с таким телефоном уже существует.');
    expect(fieldErrors(inviteDuplicate)).toEqual({ phone: 'Пользователь с таким телефоном уже существует.' });
    // A bare fragment of the API reads as the field's whole sentence (issue 39).
    expect(errorMessage(editDuplicate)).toBe('Телефон: Пользователь с таким телефоном уже существует.');
    expect(fieldErrors(editDuplicate)).toEqual({ phone: 'Пользователь с таким телефоном уже существует.' });
    expect(errorMessage(oldValidation)).toBe('Телефон: Уже существует.');
  });

  it("say stock LoopBack's English field messages by their codes", () => {
    expect(errorMessage(stockDuplicate)).toBe('E-mail: Обязательное поле. Телефон: Пользователь с таким телефоном уже существует.');
    expect(fieldErrors(stockDuplicate)).toEqual({ email: 'Обязательное поле.', phone: 'Пользователь с таким телефоном уже существует.' });
  });

  it('say a revoked or wrong token in Russian, never "Authorization Required"', () => {
    expect(errorMessage(revoked)).toBe('Требуется вход в систему.');
    expect(errorMessage(revokedOld)).toBe('Сеанс истёк. Войдите снова.');
  });

  it("say 'Неизвестная ошибка' for anything else", () => {
    expect(errorMessage(internal)).toBe('Неизвестная ошибка');
    expect(errorMessage(new Error('Unexpected token < in JSON'))).toBe('Неизвестная ошибка');
    expect(errorMessage(masked)).toBe('Внутренняя ошибка сервера');
  });
});

describe('errors in English', () => {
  it('say every form error in English, by the codes', () => {
    setLanguage('en');
    expect(errorMessage(inviteDuplicate)).toBe('Phone: A user with this phone number already exists.');
    expect(fieldErrors(inviteDuplicate)).toEqual({ phone: 'A user with this phone number already exists.' });
    expect(errorMessage(editDuplicate)).toBe('Phone: A user with this phone number already exists.');
    expect(errorMessage(stockDuplicate)).toBe('E-mail: This field is required. Phone: A user with this phone number already exists.');
    expect(errorMessage(revoked)).toBe('Your session has ended. Please sign in again.');
    expect(errorMessage(revokedOld)).toBe('Your session has ended. Please sign in again.');
    expect(errorMessage(answer('Токен только для чтения', { code: 'FORBIDDEN', upstreamCode: 'READ_ONLY_TOKEN' }))).toBe('You are not allowed to do this.');
    expect(errorMessage(masked)).toBe('Unknown error');
    expect(errorMessage(internal)).toBe('Unknown error');
    expect(errorMessage(answer('Пользователь заблокирован', { code: 'UPSTREAM_ERROR' }))).toBe('Unknown error');
  });

  it("say what the API means by a field's code where the code alone would say less, in each language", () => {
    const outOfZone = answer('Проверьте введённые данные.', {
      code: 'BAD_USER_INPUT',
      fields: { placeId: ['укажите город или торговую точку из своей зоны ответственности'] },
      fieldCodes: { placeId: ['scope'] },
    });
    const badInn = answer('x', { code: 'BAD_USER_INPUT', fields: { inn: ['must be 12 digits'] }, fieldCodes: { inn: ['format'] } });
    setLanguage('en');
    expect(errorMessage(outOfZone)).toBe('Place: Choose a city or place in your own area.');
    expect(fieldErrors(badInn)).toEqual({ inn: 'The INN must be exactly 12 digits.' });
    expect(fieldErrors(answer('x', { code: 'BAD_USER_INPUT', fieldCodes: { title: ['format'] } }))).toEqual({ title: 'Wrong format.' });
    setLanguage('es');
    expect(errorMessage(inviteDuplicate)).toBe('Teléfono: Ya existe un usuario con este número de teléfono.');
    expect(errorMessage(outOfZone)).toBe('Punto de venta: Elija una ciudad o un punto de venta de su zona.');
    expect(fieldErrors(badInn)).toEqual({ inn: 'El INN debe tener exactamente 12 dígitos.' });
    setLanguage('ru');
    expect(errorMessage(outOfZone)).toBe('Место: Выберите город или место из своей зоны ответственности.');
    expect(fieldErrors(badInn)).toEqual({ inn: 'ИНН должен состоять ровно из 12 цифр.' });
  });

  it('say an unnamed field by the generic sentence', () => {
    setLanguage('en');
    expect(errorMessage(answer('x', { code: 'BAD_USER_INPUT', fieldCodes: { zzz: ['format'] } }))).toBe('Please check the data you entered.');
  });
});

describe("the API's own codes (issue 26)", () => {
  const tooMany = answer('Баллы должны быть целым числом от 0 до 1000000', { code: 'BAD_USER_INPUT', statusCode: 422, upstreamCode: 'INVALID_SCORE' });
  const shortMessage = answer('Сообщение должно содержать не менее 3х символов', { code: 'BAD_USER_INPUT', statusCode: 422, upstreamCode: 'MESSAGE_TOO_SHORT' });

  it("keep the API's Russian text in Russian, and say a text without one by the code", () => {
    expect(errorMessage(tooMany)).toBe('Баллы должны быть целым числом от 0 до 1000000');
    expect(errorMessage(answer('Points out of range', { code: 'BAD_USER_INPUT', upstreamCode: 'INVALID_SCORE' }))).toBe('Баллы должны быть целым числом от 0 до 1000000.');
  });

  it('say them in Spanish and English by the code, not by the generic sentence', () => {
    setLanguage('es');
    expect(errorMessage(tooMany)).toBe('Los puntos deben ser un número entero de 0 a 1000000.');
    expect(errorMessage(shortMessage)).toBe('El mensaje debe tener al menos 3 caracteres.');
    setLanguage('en');
    expect(errorMessage(tooMany)).toBe('Points must be a whole number from 0 to 1000000.');
    expect(errorMessage(answer('Выбрано 900, а за один раз можно не более 500: уточните фильтр', { code: 'BAD_USER_INPUT', upstreamCode: 'BULK_TOO_MANY' }))).toBe(
      'Too many records selected at once: narrow the filter.',
    );
    // The ticket edit's refusals, which the web never provokes (it sends only the statuses allowed), still read.
    const readOnly = answer('Эти поля чека нельзя изменить: score', { code: 'BAD_USER_INPUT', upstreamCode: 'READ_ONLY_PROPERTY' });
    const status = answer('Статус чека можно сменить только на rejected, manual или new', { code: 'BAD_USER_INPUT', upstreamCode: 'INVALID_STATUS' });
    expect([errorMessage(readOnly), errorMessage(status)]).toEqual([
      'These fields of a receipt cannot be changed.',
      'A receipt’s status can only be changed to Rejected, Manual check or New.',
    ]);
    setLanguage('es');
    expect(errorMessage(status)).toBe('El estado de un ticket solo puede cambiarse a Rechazado, Revisión manual o Nuevo.');
  });
});

describe("the web's own failures (issue 26)", () => {
  it('are shown as they are worded, in any language', () => {
    setLanguage('es');
    expect(errorMessage(new ShownError('Algo ha salido mal'))).toBe('Algo ha salido mal');
    expect(errorMessage(new Error('Algo ha salido mal'))).toBe('Error desconocido');
    setLanguage('ru');
    expect(errorMessage(new ShownError('Что-то пошло не так'))).toBe('Что-то пошло не так');
  });
});

describe("a bulk action's refused row", () => {
  it('reads as the API wrote it in Russian, by its code in English and Spanish, and an unknown code as the unknown error', () => {
    expect([refusalText('Уже заблокирован', 'ALREADY_BLOCKED'), refusalText('По чеку уже произведено начисление.', 'TICKET_ALREADY_PROCESSED')]).toEqual([
      'Уже заблокирован',
      'По чеку уже произведено начисление.',
    ]);
    setLanguage('es');
    expect([
      refusalText('Уже заблокирован', 'ALREADY_BLOCKED'),
      refusalText('Не заблокирован', 'NOT_BLOCKED'),
      refusalText('Что-то своё', 'SOMETHING_NEW'),
      refusalText(null, null),
    ]).toEqual(['Ya está bloqueado.', 'No está bloqueado.', 'Error desconocido', 'Error desconocido']);
    setLanguage('en');
    expect(refusalText('По чеку уже произведено начисление.', 'TICKET_ALREADY_PROCESSED')).toBe('Points for this receipt have already been credited.');
  });
});
