import { defineMessages } from '../i18n/define';

/** The texts every chat shows (the messenger's room and the ticket's chat). */
export const chatMessages = defineMessages(
  'shared/chat',
  {
    older: 'Показать более ранние',
    newMarker: 'Новые сообщения',
    attach: 'Прикрепить файл',
    removeFile: 'Убрать файл',
    send: 'Отправить',
    sendError: 'Ошибка отправки',
    uploading: (percent: number) => `Загрузка файла: ${percent}%`,
  },
  {
    older: 'Show earlier',
    newMarker: 'New messages',
    attach: 'Attach a file',
    removeFile: 'Remove the file',
    send: 'Send',
    sendError: 'Sending failed',
    uploading: (percent: number) => `Uploading the file: ${percent}%`,
  },
  {
    older: 'Mostrar anteriores',
    newMarker: 'Mensajes nuevos',
    attach: 'Adjuntar un archivo',
    removeFile: 'Quitar el archivo',
    send: 'Enviar',
    sendError: 'Error al enviar',
    uploading: (percent: number) => `Subiendo el archivo: ${percent}%`,
  },
);
