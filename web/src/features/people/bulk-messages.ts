// The people lists' bulk block and unblock (issue 25): ru first, en alongside.
import { countOf, defineMessages } from '../../shared/i18n/define';

const people = (n: number) => countOf(n, { one: 'человек', few: 'человека', many: 'человек', other: 'человека' });
const persons = (n: number) => countOf(n, { one: 'person', other: 'people' }, 'en');
const personas = (n: number) => countOf(n, { one: 'persona', other: 'personas' }, 'es');

export const peopleBulkMessages = defineMessages(
  'peopleBulk',
  {
    bar: 'Действия с выбранными людьми',
    selected: (n: number) => `Выбрано: ${people(n)}`,
    block: 'Заблокировать',
    unblock: 'Разблокировать',
    confirm: {
      block: (n: number) => `Заблокировать ${people(n)}? Их входы будут завершены.`,
      unblock: (n: number) => `Разблокировать ${people(n)}?`,
    },
    undone: (n: number) => `Отменено: ${people(n)}`,
    /** What each action did: its own words. */
    done: {
      block: (n: number) => `Заблокировано: ${people(n)}`,
      unblock: (n: number) => `Разблокировано: ${people(n)}`,
    },
  },
  {
    bar: 'Actions on the selected people',
    selected: (n: number) => `Selected: ${persons(n)}`,
    block: 'Block',
    unblock: 'Unblock',
    confirm: {
      block: (n: number) => `Block ${persons(n)}? Their sign-ins will end.`,
      unblock: (n: number) => `Unblock ${persons(n)}?`,
    },
    undone: (n: number) => `Undone: ${persons(n)}`,
    done: {
      block: (n: number) => `Blocked: ${persons(n)}`,
      unblock: (n: number) => `Unblocked: ${persons(n)}`,
    },
  },
  {
    bar: 'Acciones con las personas seleccionadas',
    selected: (n: number) => `Seleccionadas: ${personas(n)}`,
    block: 'Bloquear',
    unblock: 'Desbloquear',
    confirm: {
      block: (n: number) => `¿Bloquear a ${personas(n)}? Sus sesiones se cerrarán.`,
      unblock: (n: number) => `¿Desbloquear a ${personas(n)}?`,
    },
    undone: (n: number) => `Deshecho: ${personas(n)}`,
    done: {
      block: (n: number) => `Bloqueadas: ${personas(n)}`,
      unblock: (n: number) => `Desbloqueadas: ${personas(n)}`,
    },
  },
);
