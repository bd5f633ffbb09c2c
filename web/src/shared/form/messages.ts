// Field messages of spec §5 (Russian exactly as the spec's rules read) for every form.
import { defineMessages } from '../i18n/define';

export const validationMessages = defineMessages(
  'validation',
  {
    required: 'Обязательное поле.',
    phone: 'Введите номер: +7 и 10 цифр.',
    mobile: 'Введите номер мобильного телефона: +79 и 9 цифр.',
    inn: 'ИНН — ровно 12 цифр.',
    email: 'Введите адрес электронной почты.',
    qrSum: 'Сумма — цифры и не больше двух знаков после точки.',
    qrDateTime: 'Дата и время в виде ГГГГММДДTччмм.',
    fiscalNumber: 'Только цифры, не одни нули.',
    duration: 'Не больше 86399 секунд.',
    number: 'Введите число.',
    integer: 'Введите целое число.',
    min: (min: number) => `Не меньше ${min}.`,
    max: (max: number) => `Не больше ${max}.`,
    money: 'Сумма в рублях: цифры и не больше двух знаков после запятой.',
    url: 'Введите адрес вида https://…',
    date: 'Введите дату.',
    tooLong: (max: number) => `Не длиннее ${max} символов.`,
  },
  {
    required: 'Required.',
    phone: 'Enter a number: +7 and 10 digits.',
    mobile: 'Enter a mobile number: +79 and 9 digits.',
    inn: 'The INN is exactly 12 digits.',
    email: 'Enter an e-mail address.',
    qrSum: 'The sum is digits with at most two decimals.',
    qrDateTime: 'Date and time as YYYYMMDDThhmm.',
    fiscalNumber: 'Digits only, not all zeros.',
    duration: 'At most 86399 seconds.',
    number: 'Enter a number.',
    integer: 'Enter a whole number.',
    min: (min: number) => `At least ${min}.`,
    max: (max: number) => `At most ${max}.`,
    money: 'Roubles: digits with at most two decimals.',
    url: 'Enter an address like https://…',
    date: 'Enter a date.',
    tooLong: (max: number) => `At most ${max} characters.`,
  },
);

export type ValidationMessages = (typeof validationMessages)['ru'];
