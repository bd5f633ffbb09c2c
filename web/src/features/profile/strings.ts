export const profileStrings = {
  title: 'Профиль',
  name: 'Имя',
  surname: 'Фамилия',
  middleName: 'Отчество',
  phone: 'Телефон',
  email: 'Эл. почта',
  role: 'Роль',
  status: 'Статус',
} as const;
