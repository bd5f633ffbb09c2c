// Commands to a person's devices: the event required, the count in the chosen language, nobody to receive it.
import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { setLanguage } from '../../shared/i18n/language';
import { deviceCount, personHandler, placesHandler, preloadPersonPage } from './person-page.fixtures';

preloadPersonPage();

describe('a person page', () => {
  it('sends a device command: the event is required, the count in Russian plural forms, nobody received it', async () => {
    const sent: unknown[] = [];
    const answers = [3, 1, 0];
    server.use(
      personHandler(),
      placesHandler(new Set()),
      deviceCount(3),
      graphql.mutation('SendDeviceCommand', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { sendDeviceCommand: answers.shift() } });
      }),
    );
    renderApp('/app/vendor/42', { user: adminUser });
    const box = await screen.findByRole('form', { name: 'Команда устройствам' });
    fireEvent.click(within(box).getByRole('button', { name: 'Отправить' }));
    expect(await within(box).findByText('Требуется команда')).toBeTruthy();

    fireEvent.change(within(box).getByRole('textbox', { name: /Команда/ }), { target: { value: 'reload' } });
    fireEvent.change(within(box).getByRole('textbox', { name: 'Данные (JSON)' }), { target: { value: '{"force": true}' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Команда отправлена: 3 устройства')).toBeTruthy();
    // Spec §8: 'Операция выполнена' after every action, the count under it (issue 39).
    expect(screen.getByText('Команда отправлена: 3 устройства').closest('[data-testid="toast"]')?.textContent).toContain('Операция выполнена');
    expect(sent).toEqual([{ event: 'reload', payload: { force: true }, userId: 42 }]);

    fireEvent.click(within(box).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Команда отправлена: 1 устройство')).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Устройств нет')).toBeTruthy();
    expect(screen.getByText('Некому отправить команду')).toBeTruthy();
  });

  it("says that nobody received a command in the chosen language, not 'Error desconocido' (es, issue 26)", async () => {
    server.use(
      personHandler(),
      placesHandler(new Set()),
      deviceCount(0),
      graphql.mutation('SendDeviceCommand', () => HttpResponse.json({ data: { sendDeviceCommand: 0 } })),
    );
    setLanguage('es');
    renderApp('/app/vendor/42', { user: adminUser });
    const box = await screen.findByRole('form', { name: 'Comando a los dispositivos' });
    fireEvent.change(within(box).getByRole('textbox', { name: /Comando/ }), { target: { value: 'reload' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Enviar' }));
    const toast = (await screen.findByText('No hay dispositivos')).closest('[data-part=root]') as HTMLElement;
    expect(within(toast).getByText('No hay a quién enviar el comando')).toBeTruthy();
    expect(within(toast).queryByText('Error desconocido')).toBeNull();
  });
});
