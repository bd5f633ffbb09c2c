// Sending in the messenger: the checks before sending, the text, a failure, an attached file, the input reset on navigation.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SendRoomMessageMutationVariables } from '../../__generated__/graphql';
import { graphqlError } from '../../test/fixtures';
import { server } from '../../test/server';
import { message, preloadMessenger, setup } from './messenger-page.fixtures';

preloadMessenger();

describe('messenger: sending', () => {
  function sendHandler(sent: SendRoomMessageMutationVariables[], fail = false) {
    return graphql.mutation<never, SendRoomMessageMutationVariables>('SendRoomMessage', ({ variables }) => {
      sent.push(variables);
      if (fail) return HttpResponse.json(graphqlError('Сервер сообщений недоступен', 'UPSTREAM_ERROR'));
      return HttpResponse.json({
        data: {
          sendRoomMessage: message(40, {
            text: variables.text ?? null,
            senderId: 1,
            sender: { __typename: 'User', id: 1, name: 'Анна', surname: 'Админова', phone: '+79990000001' },
            createdAt: '2024-03-01T09:00:00.000Z',
            file: variables.file
              ? {
                  __typename: 'File',
                  path: 'mwwtx6a8-f5d82a753abd48ff75ffb45e.pdf',
                  name: 'a.pdf',
                  mime: 'application/pdf',
                  url: '/files/messages/mwwtx6a8-f5d82a753abd48ff75ffb45e.pdf',
                  thumb: '/files/messages/mwwtx6a8-f5d82a753abd48ff75ffb45e.pdf',
                }
              : null,
          }),
        },
      });
    });
  }

  it('refuses an empty message', async () => {
    const sent: SendRoomMessageMutationVariables[] = [];
    server.use(sendHandler(sent));
    setup({ room: 'user-100' });
    await screen.findAllByTestId('message');
    fireEvent.change(screen.getByRole('textbox', { name: 'Сообщение' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Пустое сообщение')).toBeTruthy();
    expect(screen.getByText('Введите текст или прикрепите файл')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses a message without a room', async () => {
    const sent: SendRoomMessageMutationVariables[] = [];
    server.use(sendHandler(sent));
    setup({ room: '%20' });
    const input = await screen.findByRole('textbox', { name: 'Сообщение' });
    fireEvent.change(input, { target: { value: 'Здравствуйте' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Название комнаты не определено')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the trimmed text, shows the message and clears the input', async () => {
    const sent: SendRoomMessageMutationVariables[] = [];
    server.use(sendHandler(sent));
    setup({ room: 'user-100' });
    await screen.findAllByTestId('message');
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Сообщение' });
    fireEvent.change(input, { target: { value: '  Баллы начислены  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Баллы начислены')).toBeTruthy();
    expect(sent).toEqual([{ room: 'user-100', text: 'Баллы начислены' }]);
    await waitFor(() => expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Сообщение' }).value).toBe(''));
    expect(screen.getAllByTestId('message')).toHaveLength(13);
  });

  it("says 'Ошибка отправки' on failure and keeps the text", async () => {
    const sent: SendRoomMessageMutationVariables[] = [];
    server.use(sendHandler(sent, true));
    setup({ room: 'user-100' });
    await screen.findAllByTestId('message');
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Сообщение' });
    fireEvent.change(input, { target: { value: 'Баллы начислены' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Ошибка отправки')).toBeTruthy();
    expect(screen.getByText('Сервер сообщений недоступен')).toBeTruthy();
    expect(input.value).toBe('Баллы начислены');
    expect(sent).toHaveLength(1);
  });

  it('uploads an attached file, then sends it without text', async () => {
    const sent: SendRoomMessageMutationVariables[] = [];
    const uploads: { operations: string; map: string; file: string }[] = [];
    server.use(
      sendHandler(sent),
      http.post('*/graphql', async ({ request }) => {
        const type = request.headers.get('content-type') ?? '';
        if (!type.startsWith('multipart/form-data')) return undefined;
        const form = await request.formData();
        const file = form.get('0') as File;
        uploads.push({ operations: String(form.get('operations')), map: String(form.get('map')), file: `${await file.text()}:${request.headers.get('apollo-require-preflight')}` });
        return HttpResponse.json({
          data: {
            uploadFile: {
              server: null,
              container: 'messages',
              path: 'mwwtx6a8-f5d82a753abd48ff75ffb45e.pdf',
              mime: 'application/pdf',
              name: 'a.pdf',
              url: '/files/messages/mwwtx6a8-f5d82a753abd48ff75ffb45e.pdf',
              thumbs: [],
            },
          },
        });
      }),
    );
    setup({ room: 'user-100' });
    await screen.findAllByTestId('message');
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('a.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    // The original name, not the stored one, on the link and as the download's file name.
    const link = await screen.findByRole('link', { name: 'Скачать a.pdf' });
    expect([link.getAttribute('href'), link.getAttribute('download')]).toEqual(['/files/messages/mwwtx6a8-f5d82a753abd48ff75ffb45e.pdf', 'a.pdf']);
    expect(uploads).toHaveLength(1);
    expect(JSON.parse(uploads[0]!.operations).variables).toEqual({ file: null, container: 'messages' });
    expect(uploads[0]!.map).toBe('{"0":["variables.file"]}');
    expect(uploads[0]!.file).toBe('%PDF:true');
    expect(sent).toEqual([
      { room: 'user-100', file: { server: null, container: 'messages', path: 'mwwtx6a8-f5d82a753abd48ff75ffb45e.pdf', mime: 'application/pdf', name: 'a.pdf', thumbs: [] } },
    ]);
  });

  it('resets the input on navigation', async () => {
    setup({ room: 'user-100' });
    await screen.findAllByTestId('message');
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Сообщение' });
    fireEvent.change(input, { target: { value: 'Черновик' } });
    fireEvent.click(screen.getByText('Имя98 Покупатель'));
    await waitFor(() => expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Сообщение' }).value).toBe(''));
  });
});
