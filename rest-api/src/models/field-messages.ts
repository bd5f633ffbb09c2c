// What a ValidationError says of a field (LoopBack's `details.messages`), in Russian.
/**
 * A field's problem (`details.messages`), one whole sentence in Russian each (issue 39: never a
 * fragment such as 'уже существует' that only reads after the field's name); the one home of them.
 */
export const MESSAGES = {
  presence: 'Обязательное поле.',
  type: (type: string) =>
    ({
      Number: 'Значение должно быть числом.',
      String: 'Значение должно быть строкой.',
      Boolean: 'Значение должно быть true или false.',
      Date: 'Значение должно быть датой.',
      JSON: 'Значение имеет неверный формат.',
    })[type] ?? 'Значение имеет неверный тип.',
  date: 'Значение должно быть датой.',
  integer: 'Значение должно быть целым числом.',
  phone: 'Телефон должен быть в формате +7 и 10 цифр.',
  inn: 'ИНН должен состоять ровно из 12 цифр.',
  email: 'Неверный адрес электронной почты.',
  stringArray: 'Значение должно быть списком строк.',
  latLng: 'Значение должно быть объектом {lat, lng}.',
  nonNegative: 'Значение не может быть отрицательным.',
  reference: 'Такой записи нет.',
  uniqueness: 'Такое значение уже есть.',
  phoneTaken: 'Пользователь с таким телефоном уже существует.',
  unknown: 'Поле не описано в модели.',
} as const;
