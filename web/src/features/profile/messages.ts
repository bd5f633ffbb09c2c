import { defineMessages } from '../../shared/i18n/define';

export const profileMessages = defineMessages(
  'profile',
  {
    title: 'Профиль',
    name: 'Имя',
    surname: 'Фамилия',
    middleName: 'Отчество',
    phone: 'Телефон',
    email: 'Эл. почта',
    role: 'Роль',
    status: 'Статус',
  },
  {
    title: 'Profile',
    name: 'Name',
    surname: 'Surname',
    middleName: 'Middle name',
    phone: 'Phone',
    email: 'E-mail',
    role: 'Role',
    status: 'Status',
  },
);
