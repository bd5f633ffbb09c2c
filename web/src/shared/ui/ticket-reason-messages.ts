import { defineMessages } from '../i18n/define';

/**
 * The reasons the API and its processor write into a ticket's `statusDescription` (in Russian), in
 * the chosen language; a reason a person typed (a rejection's text) is shown as it is. Keyed by the
 * Russian text.
 */
export const ticketReasonMessages = defineMessages(
  'ticketReasons',
  {
    reasons: {
      'Чек загружен и ожидает обработки': 'Чек загружен и ожидает обработки',
      'Чек обрабатывается': 'Чек обрабатывается',
      'Баллы начислены': 'Баллы начислены',
      'Баллы начислены вручную': 'Баллы начислены вручную',
      'Повторная загрузка: этот чек уже загружен': 'Повторная загрузка: этот чек уже загружен',
      'Дата чека вне периодов акции': 'Дата чека вне периодов акции',
      'Чек не найден в ФНС': 'Чек не найден в ФНС',
      'Чек не поступил в ФНС после всех повторных проверок': 'Чек не поступил в ФНС после всех повторных проверок',
      'Ни одна позиция чека не совпала с товарами акции': 'Ни одна позиция чека не совпала с товарами акции',
      'Период акции требует подтверждённой регистрации пользователя': 'Период акции требует подтверждённой регистрации пользователя',
      'Чек загружен без пользователя': 'Чек загружен без пользователя',
      'Отклонён сотрудником': 'Отклонён сотрудником',
      'Ошибка обработки чека': 'Ошибка обработки чека',
      'Чек ещё не поступил в ФНС, повторная проверка через 15 минут': 'Чек ещё не поступил в ФНС, повторная проверка через 15 минут',
      'Чек ещё не поступил в ФНС, повторная проверка через 1 час': 'Чек ещё не поступил в ФНС, повторная проверка через 1 час',
      'Чек ещё не поступил в ФНС, повторная проверка через 6 часов': 'Чек ещё не поступил в ФНС, повторная проверка через 6 часов',
      'Чек ещё не поступил в ФНС, повторная проверка через 24 часа': 'Чек ещё не поступил в ФНС, повторная проверка через 24 часа',
      'Превышен лимит товаров в одном чеке': 'Превышен лимит товаров в одном чеке',
      'Превышен лимит баллов пользователя за период': 'Превышен лимит баллов пользователя за период',
      'Превышен лимит баллов торговой точки за период': 'Превышен лимит баллов торговой точки за период',
    } as Record<string, string>,
    // The reasons of a ticket's accruals (rest-api/src/processor/process.ts: 'Начисление по чеку №N').
    accrual: (ticket: string) => `Начисление по чеку №${ticket}`,
    manualAccrual: (ticket: string) => `Ручное начисление по чеку №${ticket}`,
  },
  {
    reasons: {
      'Чек загружен и ожидает обработки': 'The receipt is uploaded and waits to be processed',
      'Чек обрабатывается': 'The receipt is being processed',
      'Баллы начислены': 'Points credited',
      'Баллы начислены вручную': 'Points credited by hand',
      'Повторная загрузка: этот чек уже загружен': 'Uploaded again: this receipt is already uploaded',
      'Дата чека вне периодов акции': "The receipt's date is outside the campaign's periods",
      'Чек не найден в ФНС': 'The receipt is not found at the tax service',
      'Чек не поступил в ФНС после всех повторных проверок': 'The receipt did not reach the tax service after every retry',
      'Ни одна позиция чека не совпала с товарами акции': "No line of the receipt matched the campaign's products",
      'Период акции требует подтверждённой регистрации пользователя': "The campaign's period needs the user's confirmed registration",
      'Чек загружен без пользователя': 'The receipt was uploaded without a user',
      'Отклонён сотрудником': 'Rejected by staff',
      'Ошибка обработки чека': 'The receipt could not be processed',
      'Чек ещё не поступил в ФНС, повторная проверка через 15 минут': 'The receipt has not reached the tax service yet; checking again in 15 minutes',
      'Чек ещё не поступил в ФНС, повторная проверка через 1 час': 'The receipt has not reached the tax service yet; checking again in 1 hour',
      'Чек ещё не поступил в ФНС, повторная проверка через 6 часов': 'The receipt has not reached the tax service yet; checking again in 6 hours',
      'Чек ещё не поступил в ФНС, повторная проверка через 24 часа': 'The receipt has not reached the tax service yet; checking again in 24 hours',
      'Превышен лимит товаров в одном чеке': 'Over the limit of units in one receipt',
      'Превышен лимит баллов пользователя за период': "Over the user's points limit for the period",
      'Превышен лимит баллов торговой точки за период': "Over the place's points limit for the period",
    },
    accrual: (ticket: string) => `Credited for receipt No. ${ticket}`,
    manualAccrual: (ticket: string) => `Credited by hand for receipt No. ${ticket}`,
  },
  {
    reasons: {
      'Чек загружен и ожидает обработки': 'El ticket está subido y espera su procesamiento',
      'Чек обрабатывается': 'El ticket se está procesando',
      'Баллы начислены': 'Puntos acreditados',
      'Баллы начислены вручную': 'Puntos acreditados a mano',
      'Повторная загрузка: этот чек уже загружен': 'Subida repetida: este ticket ya está subido',
      'Дата чека вне периодов акции': 'La fecha del ticket está fuera de los períodos de la campaña',
      'Чек не найден в ФНС': 'El ticket no se encuentra en el servicio tributario',
      'Чек не поступил в ФНС после всех повторных проверок': 'El ticket no llegó al servicio tributario tras todas las comprobaciones',
      'Ни одна позиция чека не совпала с товарами акции': 'Ninguna línea del ticket coincide con los productos de la campaña',
      'Период акции требует подтверждённой регистрации пользователя': 'El período de la campaña exige el registro confirmado del usuario',
      'Чек загружен без пользователя': 'El ticket se subió sin usuario',
      'Отклонён сотрудником': 'Rechazado por el personal',
      'Ошибка обработки чека': 'Error al procesar el ticket',
      'Чек ещё не поступил в ФНС, повторная проверка через 15 минут': 'El ticket aún no llegó al servicio tributario; nueva comprobación en 15 minutos',
      'Чек ещё не поступил в ФНС, повторная проверка через 1 час': 'El ticket aún no llegó al servicio tributario; nueva comprobación en 1 hora',
      'Чек ещё не поступил в ФНС, повторная проверка через 6 часов': 'El ticket aún no llegó al servicio tributario; nueva comprobación en 6 horas',
      'Чек ещё не поступил в ФНС, повторная проверка через 24 часа': 'El ticket aún no llegó al servicio tributario; nueva comprobación en 24 horas',
      'Превышен лимит товаров в одном чеке': 'Se superó el límite de unidades por ticket',
      'Превышен лимит баллов пользователя за период': 'Se superó el límite de puntos del usuario en el período',
      'Превышен лимит баллов торговой точки за период': 'Se superó el límite de puntos del punto de venta en el período',
    },
    accrual: (ticket: string) => `Acreditación por el ticket n.º ${ticket}`,
    manualAccrual: (ticket: string) => `Acreditación manual por el ticket n.º ${ticket}`,
  },
);

/** An accrual's reason in the chosen language when the API wrote it; any other text as it is. */
export function accrualReason(messages: { accrual: (ticket: string) => string; manualAccrual: (ticket: string) => string }, reason: string): string {
  const match = /^(Ручное начисление|Начисление) по чеку №(\d+)$/.exec(reason);
  if (!match) return reason;
  return match[1] === 'Начисление' ? messages.accrual(match[2]!) : messages.manualAccrual(match[2]!);
}
