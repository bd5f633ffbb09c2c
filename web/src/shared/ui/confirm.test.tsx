import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ConfirmProvider, useConfirm } from './confirm';

function Probe() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm({ description: 'Отклонить чек?' })))}>ask</button>
      <button onClick={async () => setAnswer(String(await confirm.remove()))}>remove</button>
      <button onClick={async () => setAnswer(String(await confirm({ title: 'Заблокировать пользователя?', description: 'Он не сможет войти.' })))}>own</button>
      <button onClick={async () => setAnswer(String(await confirm({ title: 'Отозвать токен?', confirmLabel: 'Отозвать', destructive: true })))}>revoke</button>
      <output>{answer}</output>
    </>
  );
}

const renderProbe = () =>
  renderWithProviders(
    <ConfirmProvider>
      <Probe />
    </ConfirmProvider>,
  );

describe('confirm dialogs', () => {
  it("ask 'Подтвердите действие' with Продолжить / Отмена and answer true on Продолжить", async () => {
    renderProbe();
    fireEvent.click(screen.getByText('ask'));
    const dialog = await screen.findByRole('alertdialog');
    expect(screen.getByText('Подтвердите действие')).toBeTruthy();
    expect(screen.getByText('Отклонить чек?')).toBeTruthy();
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
  });

  it('answer false on Отмена', async () => {
    renderProbe();
    fireEvent.click(screen.getByText('ask'));
    fireEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('false'));
  });

  it("ask 'Подтвердите удаление' with Удалить for a removal", async () => {
    renderProbe();
    fireEvent.click(screen.getByText('remove'));
    expect(await screen.findByText('Подтвердите удаление')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
  });

  it("keep the spec's title for a dialog with its own question, which becomes the body's first line", async () => {
    renderProbe();
    fireEvent.click(screen.getByText('own'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.querySelector('h2')?.textContent).toBe('Подтвердите действие');
    expect(dialog.querySelector('[class*="dialog__body"]')?.textContent).toBe('Заблокировать пользователя?Он не сможет войти.');
    expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Отмена', 'Продолжить']);
  });

  it("title a destructive dialog 'Подтвердите удаление'", async () => {
    renderProbe();
    fireEvent.click(screen.getByText('revoke'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.querySelector('h2')?.textContent).toBe('Подтвердите удаление');
  });
});
