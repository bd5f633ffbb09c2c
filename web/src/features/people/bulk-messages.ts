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
    clear: 'Снять выбор',
    confirm: {
      block: (n: number) => `Заблокировать ${people(n)}? Их входы будут завершены.`,
      unblock: (n: number) => `Разблокировать ${people(n)}?`,
    },
    summary: (done: number, failed: number) =>
      [
        countOf(done, { one: 'обработан', few: 'обработаны', many: 'обработано', other: 'обработано' }),
        failed > 0 ? countOf(failed, { one: 'не обработан', few: 'не обработаны', many: 'не обработано', other: 'не обработано' }) : null,
      ]
        .filter(Boolean)
        .join(', ') + (failed > 0 ? ':' : ''),
    row: (id: number, reason: string) => `№ ${id}: ${reason}`,
    closeResults: 'Скрыть',
    undo: 'Отменить',
    undone: (n: number) => `Отменено: ${people(n)}`,
    undoRefused: 'Отменить не удалось',
  },
  {
    bar: 'Actions on the selected people',
    selected: (n: number) => `Selected: ${persons(n)}`,
    block: 'Block',
    unblock: 'Unblock',
    clear: 'Clear selection',
    confirm: {
      block: (n: number) => `Block ${persons(n)}? Their sign-ins will end.`,
      unblock: (n: number) => `Unblock ${persons(n)}?`,
    },
    summary: (done: number, failed: number) => `${done.toLocaleString('en-GB')} done` + (failed > 0 ? `, ${failed.toLocaleString('en-GB')} not done:` : ''),
    row: (id: number, reason: string) => `No. ${id}: ${reason}`,
    closeResults: 'Hide',
    undo: 'Undo',
    undone: (n: number) => `Undone: ${persons(n)}`,
    undoRefused: 'Could not undo',
  },
  {
    bar: 'Acciones con las personas seleccionadas',
    selected: (n: number) => `Seleccionadas: ${personas(n)}`,
    block: 'Bloquear',
    unblock: 'Desbloquear',
    clear: 'Quitar la selección',
    confirm: {
      block: (n: number) => `¿Bloquear a ${personas(n)}? Sus sesiones se cerrarán.`,
      unblock: (n: number) => `¿Desbloquear a ${personas(n)}?`,
    },
    summary: (done: number, failed: number) => `${done.toLocaleString('es-ES')} hechas` + (failed > 0 ? `, ${failed.toLocaleString('es-ES')} sin hacer:` : ''),
    row: (id: number, reason: string) => `N.º ${id}: ${reason}`,
    closeResults: 'Ocultar',
    undo: 'Deshacer',
    undone: (n: number) => `Deshecho: ${personas(n)}`,
    undoRefused: 'No se pudo deshacer',
  },
);
