// Texts of giving places to a person and taking them away (the two place lists of a person's page, a
// place's people), and of undoing a place taken (issue 39: '−' offers 'Отменить' as a reject does).
//
// Toast choice (the spec lists the texts, not where each one shows):
// - a person's page, the two place lists: 'Место назначено.' / 'Место снято.';
// - a vendor's main place (set / clear): 'Успешно назначено.' / 'Успешно снято.';
// - a place's people (add / remove a user in a role): 'Пользователь добавлен' / 'Пользователь исключен';
// - a place opened within a person (`{role}/{userId}/place/{placeId}`), the place given to or taken
//   from that person in its role: 'Торговая точка добавлена' / 'Торговая точка исключена';
// - invite to a place: 'Приглашение отправлено.'.
// Every assignment failure: 'Ошибка назначения.'.
import { countOf, defineMessages, type PluralForms } from '../../shared/i18n/define';

const PLACES_RU: PluralForms = { one: 'место', few: 'места', many: 'мест', other: 'места' };
const PLACES_EN: PluralForms = { one: 'place', other: 'places' };
const PLACES_ES: PluralForms = { one: 'punto de venta', other: 'puntos de venta' };

export const placeAssignmentMessages = defineMessages(
  'people.placeAssignment',
  {
    undone: 'Снятие места отменено',
    places: {
      assigned: 'Назначенные места',
      notAssigned: 'Не назначенные места',
      search: 'Поиск места',
      add: (title: string) => `Назначить: ${title}`,
      remove: (title: string) => `Снять: ${title}`,
      placeAssigned: 'Место назначено.',
      placeRemoved: 'Место снято.',
      assigned2: 'Успешно назначено.',
      removed2: 'Успешно снято.',
      failed: 'Ошибка назначения.',
      none: 'Мест нет',
      previous: 'Назад',
      next: 'Вперёд',
      pageOf: (page: number, pages: number) => `${page} из ${pages}`,
    },
    /** Decisions ('Place assignments say what they do'): a regional manager owns the places of its cities. */
    assignment: {
      rule: 'Региональный менеджер отвечает за все места своих городов: место назначается и снимается вместе со всем своим городом.',
      confirmAdd: (n: number, city: string) => `Будет назначено ${countOf(n, PLACES_RU)} города «${city}»: региональный менеджер отвечает за все места своих городов.`,
      confirmRemove: (n: number, city: string) => `Будет снято ${countOf(n, PLACES_RU)} города «${city}»: региональный менеджер отвечает за все места своих городов.`,
      added: (n: number, city: string) => `Назначено ${countOf(n, PLACES_RU)} города «${city}»`,
      removed: (n: number, city: string) => `Снято ${countOf(n, PLACES_RU)} города «${city}»`,
      throughCity: (city: string) => `через город «${city}»`,
      noCity: 'У места нет города: региональные менеджеры отвечают за места через их города.',
    },
  },
  {
    undone: 'The place is assigned again',
    places: {
      assigned: 'Assigned places',
      notAssigned: 'Places not assigned',
      search: 'Search places',
      add: (title: string) => `Assign: ${title}`,
      remove: (title: string) => `Unassign: ${title}`,
      placeAssigned: 'Place assigned.',
      placeRemoved: 'Place unassigned.',
      assigned2: 'Assigned.',
      removed2: 'Unassigned.',
      failed: 'Assignment failed.',
      none: 'No places',
      previous: 'Back',
      next: 'Next',
      pageOf: (page: number, pages: number) => `${page} of ${pages}`,
    },
    assignment: {
      rule: 'A regional manager is responsible for every place of its cities: a place is assigned and unassigned together with its whole city.',
      confirmAdd: (n: number, city: string) =>
        `${countOf(n, PLACES_EN, 'en')} of the city “${city}” will be assigned: a regional manager is responsible for every place of its cities.`,
      confirmRemove: (n: number, city: string) =>
        `${countOf(n, PLACES_EN, 'en')} of the city “${city}” will be unassigned: a regional manager is responsible for every place of its cities.`,
      added: (n: number, city: string) => `Assigned ${countOf(n, PLACES_EN, 'en')} of the city “${city}”`,
      removed: (n: number, city: string) => `Unassigned ${countOf(n, PLACES_EN, 'en')} of the city “${city}”`,
      throughCity: (city: string) => `through the city “${city}”`,
      noCity: 'The place has no city: regional managers are responsible for places through their cities.',
    },
  },
  {
    undone: 'El lugar vuelve a estar asignado',
    places: {
      assigned: 'Puntos asignados',
      notAssigned: 'Puntos sin asignar',
      search: 'Buscar puntos de venta',
      add: (title: string) => `Asignar: ${title}`,
      remove: (title: string) => `Desasignar: ${title}`,
      placeAssigned: 'Punto de venta asignado.',
      placeRemoved: 'Punto de venta desasignado.',
      assigned2: 'Asignado.',
      removed2: 'Desasignado.',
      failed: 'Error de asignación.',
      none: 'No hay puntos de venta',
      previous: 'Atrás',
      next: 'Siguiente',
      pageOf: (page: number, pages: number) => `${page} de ${pages}`,
    },
    assignment: {
      rule: 'Un gerente regional responde de todos los puntos de sus ciudades: un punto se asigna y se desasigna junto con toda su ciudad.',
      confirmAdd: (n: number, city: string) =>
        `Se asignarán ${countOf(n, PLACES_ES, 'es')} de la ciudad «${city}»: un gerente regional responde de todos los puntos de sus ciudades.`,
      confirmRemove: (n: number, city: string) =>
        `Se desasignarán ${countOf(n, PLACES_ES, 'es')} de la ciudad «${city}»: un gerente regional responde de todos los puntos de sus ciudades.`,
      added: (n: number, city: string) => `Asignados ${countOf(n, PLACES_ES, 'es')} de la ciudad «${city}»`,
      removed: (n: number, city: string) => `Desasignados ${countOf(n, PLACES_ES, 'es')} de la ciudad «${city}»`,
      throughCity: (city: string) => `a través de la ciudad «${city}»`,
      noCity: 'El punto no tiene ciudad: los gerentes regionales responden de los puntos a través de sus ciudades.',
    },
  },
);
