// Field rules of spec §5 with their Russian messages. A rule answers the error text, or null.
import {
  isDuration,
  isEmail,
  isInn,
  isMobilePhone,
  isPhone,
  isQrDateTime,
  isQrSum,
  normalizeFiscalNumber,
} from '../validation';

export type Rule = (value: string) => string | null;

export const validationMessages = {
  required: 'Обязательное поле.',
  phone: 'Введите номер: +7 и 10 цифр.',
  mobile: 'Введите номер мобильного телефона: +79 и 9 цифр.',
  inn: 'ИНН — ровно 12 цифр.',
  email: 'Введите адрес электронной почты.',
  qrSum: 'Сумма — цифры и не больше двух знаков после точки.',
  qrDateTime: 'Дата и время в виде ГГГГММДДTччмм.',
  fiscalNumber: 'Только цифры, не одни нули.',
  duration: 'Не больше 86399 секунд.',
} as const;

const check =
  (test: (value: string) => boolean, message: string): Rule =>
  (value) =>
    value === '' || test(value) ? null : message;

export const rules = {
  required:
    (message: string = validationMessages.required): Rule =>
    (value) =>
      value.trim() === '' ? message : null,
  /** `+7` and 10 digits. */
  phone: (message: string = validationMessages.phone) => check(isPhone, message),
  /** The strict Russian mobile check: `+79` and 9 digits. */
  mobile: (message: string = validationMessages.mobile) => check(isMobilePhone, message),
  inn: (message: string = validationMessages.inn) => check(isInn, message),
  email: (message: string = validationMessages.email) => check(isEmail, message),
  qrSum: (message: string = validationMessages.qrSum) => check(isQrSum, message),
  qrDateTime: (message: string = validationMessages.qrDateTime) => check(isQrDateTime, message),
  fiscalNumber: (message: string = validationMessages.fiscalNumber) =>
    check((value) => normalizeFiscalNumber(value) !== null, message),
  /** Seconds, under 86400. */
  duration: (message: string = validationMessages.duration) =>
    check((value) => /^\d+$/.test(value.trim()) && isDuration(Number(value)), message),
};
