import { defineMessages } from '../i18n/define';

export const liveMessages = defineMessages(
  'shared/live',
  {
    /** 'Изменено: Иван Петров, только что' */
    changedBy: (name: string, when: string) => `Изменено: ${name}, ${when}`,
    justNow: 'только что',
    minutesAgo: (minutes: number) => `${minutes} мин назад`,
    /** Who changed a record when the service did it (the auto-processor). */
    system: 'обработчик чеков',
  },
  {
    changedBy: (name: string, when: string) => `Changed by ${name}, ${when}`,
    justNow: 'just now',
    minutesAgo: (minutes: number) => `${minutes} min ago`,
    system: 'the receipt processor',
  },
  {
    changedBy: (name: string, when: string) => `Cambiado por ${name}, ${when}`,
    justNow: 'ahora mismo',
    minutesAgo: (minutes: number) => `hace ${minutes} min`,
    system: 'el procesador de tickets',
  },
);
