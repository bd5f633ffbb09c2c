// The one form: spec §5 messages on the fields, the server's BAD_USER_INPUT messages mapped onto the
// fields they name, the submit button disabled while pending, and values kept after a failure.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from './schema';
import { renderWithProviders } from '../../test/render';
import { fixPhone } from '../validation';
import { ConfirmProvider } from '../ui/confirm';
import { toaster } from '../notify/toaster';
import { Form, SubmitButton, TextField, useZodForm } from './form';
import { kopecksToRoubles, roublesToKopecks } from './fields';

const badUserInput = {
  name: 'CombinedGraphQLErrors',
  errors: [
    {
      message: 'Ошибка проверки',
      extensions: { code: 'BAD_USER_INPUT', fields: { phone: ['Пользователь с таким телефоном уже есть'], other: ['не наше поле'] } },
    },
  ],
};

function PersonForm({ submit }: { submit: (values: { name: string; phone: string; inn: string | null; price: number | null }) => Promise<unknown> }) {
  const form = useZodForm(({ f }) => z.object({ name: f.required(), phone: f.phone(), inn: f.inn(), price: f.money() }), {
    defaultValues: { name: '', phone: '+7', inn: '', price: '' },
  });
  return (
    <ConfirmProvider>
      <Form form={form} onSubmit={submit} success="Пользователь обновлен" errorTitle="Ошибка обновления" label="Человек">
        <TextField form={form} name="name" label="Имя" />
        <TextField form={form} name="phone" label="Телефон" transformInput={fixPhone} />
        <TextField form={form} name="inn" label="ИНН" />
        <TextField form={form} name="price" label="Цена" />
        <SubmitButton form={form} />
      </Form>
    </ConfirmProvider>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('forms', () => {
  it('shows the spec §5 messages on the fields and sends nothing while a field is invalid', async () => {
    const sent: unknown[] = [];
    renderWithProviders(<PersonForm submit={async (values) => sent.push(values)} />);
    fireEvent.change(field('Телефон'), { target: { value: '+7999' } });
    fireEvent.change(field('ИНН'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Обязательное поле.')).toBeTruthy();
    expect(screen.getByText('Введите номер: +7 и 10 цифр.')).toBeTruthy();
    expect(screen.getByText('ИНН — ровно 12 цифр.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends trimmed, converted values and shows the success text', async () => {
    const sent: unknown[] = [];
    renderWithProviders(<PersonForm submit={async (values) => sent.push(values)} />);
    fireEvent.change(field('Имя'), { target: { value: '  Ольга ' } });
    fireEvent.change(field('Телефон'), { target: { value: '8 (999) 123-45-67' } });
    fireEvent.change(field('Цена'), { target: { value: '12,5' } });
    expect(field('Телефон').value).toBe('+79991234567');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пользователь обновлен')).toBeTruthy();
    expect(sent).toEqual([{ name: 'Ольга', phone: '+79991234567', inn: null, price: 1250 }]);
  });

  it("puts the server's per-field message on its field, keeps what was typed, and disables submit while pending", async () => {
    let reject: (error: unknown) => void = () => undefined;
    renderWithProviders(<PersonForm submit={() => new Promise((_, fail) => (reject = fail))} />);
    fireEvent.change(field('Имя'), { target: { value: 'Ольга' } });
    fireEvent.change(field('Телефон'), { target: { value: '+79991234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const submitButton = () => document.querySelector('button[type="submit"]') as HTMLButtonElement;
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    reject(badUserInput);
    expect(await screen.findByText('Пользователь с таким телефоном уже есть.')).toBeTruthy();
    // `other` is no field of this form: the toast says what the fields cannot.
    expect(await screen.findByText('Ошибка обновления')).toBeTruthy();
    expect(field('Имя').value).toBe('Ольга');
    expect(field('Телефон').value).toBe('+79991234567');
    expect(field('Телефон').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it("says a field error under the field as a whole sentence, and the spec's failure toast besides (spec §8, issue 39); any other failure in the toast", async () => {
    const create = vi.spyOn(toaster, 'create');
    const failures = [
      {
        name: 'CombinedGraphQLErrors',
        errors: [{ message: 'Ошибка проверки', extensions: { code: 'BAD_USER_INPUT', fields: { phone: ['уже существует'] }, fieldCodes: { phone: ['uniqueness'] } } }],
      },
      { name: 'CombinedGraphQLErrors', errors: [{ message: 'Нет прав', extensions: { code: 'FORBIDDEN' } }] },
    ];
    renderWithProviders(
      <PersonForm
        submit={async () => {
          throw failures.shift();
        }}
      />,
    );
    fireEvent.change(field('Имя'), { target: { value: 'Ольга' } });
    fireEvent.change(field('Телефон'), { target: { value: '+79991234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пользователь с таким телефоном уже существует.')).toBeTruthy();
    await waitFor(() => expect(field('Телефон').getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls.map(([options]) => [options.type, options.title, options.description])).toEqual([
      ['error', 'Ошибка обновления', 'Телефон: Пользователь с таким телефоном уже существует.'],
      ['error', 'Ошибка обновления', 'Нет прав'],
    ]);
  });

  it('converts roubles and kopecks both ways', () => {
    expect(['0', '12', '12.5', '12,05', '1 234.99', ''].map(roublesToKopecks)).toEqual([0, 1200, 1250, 1205, 123499, null]);
    expect([0, 5, 1250, 123499, null].map((k) => kopecksToRoubles(k))).toEqual(['0,00', '0,05', '12,50', '1234,99', '']);
    expect([1250, -5].map((k) => kopecksToRoubles(k, 'en'))).toEqual(['12.50', '-0.05']);
  });
});
