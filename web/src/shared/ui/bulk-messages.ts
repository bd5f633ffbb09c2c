// The words every bulk action shares (issue 25): the results' summary and rows, undo, hide. What was
// done is each action's own words ('Отклонено: 2 чека', from the feature's messages): no status word
// ('обработан' read as the ticket status 'Обработан').
import { defineMessages } from '../i18n/define';

export const bulkMessages = defineMessages(
  'bulk',
  {
    /** What was done (the action's words), then how many were refused. */
    summary: (done: string, failed: number) => (failed > 0 ? `${done}, не выполнено: ${failed.toLocaleString('ru-RU')}` : done),
    row: (id: number, reason: string, name?: string) => `${name ? `${name} (№ ${id})` : `№ ${id}`}: ${reason}`,
    clear: 'Снять выбор',
    closeResults: 'Скрыть',
    undo: 'Отменить',
    undoRefused: 'Отменить не удалось',
  },
  {
    summary: (done: string, failed: number) => (failed > 0 ? `${done}, not done: ${failed.toLocaleString('en-GB')}` : done),
    row: (id: number, reason: string, name?: string) => `${name ? `${name} (No. ${id})` : `No. ${id}`}: ${reason}`,
    clear: 'Clear selection',
    closeResults: 'Hide',
    undo: 'Undo',
    undoRefused: 'Could not undo',
  },
  {
    summary: (done: string, failed: number) => (failed > 0 ? `${done}, sin hacer: ${failed.toLocaleString('es-ES')}` : done),
    row: (id: number, reason: string, name?: string) => `${name ? `${name} (N.º ${id})` : `N.º ${id}`}: ${reason}`,
    clear: 'Quitar la selección',
    closeResults: 'Ocultar',
    undo: 'Deshacer',
    undoRefused: 'No se pudo deshacer',
  },
);
