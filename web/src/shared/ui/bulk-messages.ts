// The words every bulk action shares (issue 25): the results' summary and rows, undo, hide.
import { countOf, defineMessages } from '../i18n/define';

export const bulkMessages = defineMessages(
  'bulk',
  {
    summary: (done: number, failed: number) =>
      [
        countOf(done, { one: 'обработан', few: 'обработаны', many: 'обработано', other: 'обработано' }),
        failed > 0 ? countOf(failed, { one: 'не обработан', few: 'не обработаны', many: 'не обработано', other: 'не обработано' }) : null,
      ]
        .filter(Boolean)
        .join(', ') + (failed > 0 ? ':' : ''),
    row: (id: number, reason: string) => `№ ${id}: ${reason}`,
    clear: 'Снять выбор',
    closeResults: 'Скрыть',
    undo: 'Отменить',
    undoRefused: 'Отменить не удалось',
  },
  {
    summary: (done: number, failed: number) => `${done.toLocaleString('en-GB')} done` + (failed > 0 ? `, ${failed.toLocaleString('en-GB')} not done:` : ''),
    row: (id: number, reason: string) => `No. ${id}: ${reason}`,
    clear: 'Clear selection',
    closeResults: 'Hide',
    undo: 'Undo',
    undoRefused: 'Could not undo',
  },
  {
    summary: (done: number, failed: number) => `${done.toLocaleString('es-ES')} hechos` + (failed > 0 ? `, ${failed.toLocaleString('es-ES')} sin hacer:` : ''),
    row: (id: number, reason: string) => `N.º ${id}: ${reason}`,
    clear: 'Quitar la selección',
    closeResults: 'Ocultar',
    undo: 'Deshacer',
    undoRefused: 'No se pudo deshacer',
  },
);
