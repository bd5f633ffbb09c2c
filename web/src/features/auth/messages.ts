// Spec texts of sign-in (§8): Russian exactly as the spec has them; English and Spanish alongside.
import { defineMessages } from '../../shared/i18n/define';

export const authMessages = defineMessages(
  'auth',
  {
    success: 'Авторизация успешно выполнена.',
    loginFailed: 'Вы ввели неверные данные.',
    unknownError: 'Неизвестная ошибка.',
  },
  {
    success: 'Signed in.',
    loginFailed: 'The data you entered is wrong.',
    unknownError: 'Unknown error.',
  },
  {
    success: 'Acceso realizado correctamente.',
    loginFailed: 'Los datos introducidos no son correctos.',
    unknownError: 'Error desconocido.',
  },
);
