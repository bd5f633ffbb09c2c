// Spec texts of sign-in (§8) that do not change with the language of the shell.
export const authStrings = {
  success: 'Авторизация успешно выполнена.',
  loginFailed: 'Вы ввели неверные данные.',
  unknownError: 'Неизвестная ошибка.',
} as const;
