// The few texts of the history that the routes say without its table: the 'История' section's title
// and button (history-on-demand.tsx) and the auto-processor's states (the tickets list's panel). Apart
// from audit-history-messages.ts (the journal's every action, ~4 kB gzipped), which only the journal
// and the history's table load (issue 27's route budgets).
import { defineMessages } from '../i18n/define';

export const auditHistoryBasicMessages = defineMessages(
  'auditHistoryBasic',
  {
    title: 'История',
    show: 'Показать историю изменений',
    /** The auto-processor's state: its panel (/app/tickets) says it with these words too. */
    processorStatuses: { stopped: 'Остановлена', processing: 'Идёт обработка', stopping: 'Останавливается' },
  },
  {
    title: 'History',
    show: 'Show the history of changes',
    /** The auto-processor's state: its panel (/app/tickets) says it with these words too. */
    processorStatuses: { stopped: 'Stopped', processing: 'Processing', stopping: 'Stopping' },
  },
  {
    title: 'Historial',
    show: 'Mostrar el historial de cambios',
    /** The auto-processor's state: its panel (/app/tickets) says it with these words too. */
    processorStatuses: { stopped: 'Detenido', processing: 'Procesando', stopping: 'Deteniéndose' },
  },
);
