// Texts of undoing a place taken from a person (issue 39: '−' offers 'Отменить' as a reject does).
import { defineMessages } from '../../shared/i18n/define';

export const placeAssignmentMessages = defineMessages(
  'people.placeAssignment',
  { undone: 'Снятие места отменено' },
  { undone: 'The place is assigned again' },
  { undone: 'El lugar vuelve a estar asignado' },
);
