// Russian strings of sign-in and sign-out (spec §8), exactly as the spec gives them.
export const authStrings = {
  title: 'Вход в бэк-офис',
  subtitle: 'Программа лояльности',
  hint: 'Войдите по номеру телефона и паролю.',
  phone: 'Телефон',
  password: 'Пароль',
  submit: 'Войти',
  signOut: 'Выйти',
  success: 'Авторизация успешно выполнена.',
  loginFailed: 'Вы ввели неверные данные.',
  unknownError: 'Неизвестная ошибка.',
  phoneInvalid: 'Введите номер: +7 и 10 цифр.',
  passwordRequired: 'Введите пароль.',
} as const;
