import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { fixPhone } from '../validation';
import { rules, validationMessages } from './rules';
import { TextField } from './text-field';
import { useForm, validateField } from './use-form';

describe('field rules with their Russian messages', () => {
  it('phone: +7 and 10 digits; mobile: +79 and 9 digits', () => {
    expect(validateField('+79990000001', [rules.phone()])).toBeUndefined();
    expect(validateField('+7999', [rules.phone()])).toBe('Введите номер: +7 и 10 цифр.');
    expect(validateField('+74950000001', [rules.phone()])).toBeUndefined();
    expect(validateField('+74950000001', [rules.mobile()])).toBe('Введите номер мобильного телефона: +79 и 9 цифр.');
  });

  it('INN: exactly 12 digits; e-mail: the usual shape', () => {
    expect(validateField('123456789012', [rules.inn()])).toBeUndefined();
    expect(validateField('1234567890', [rules.inn()])).toBe(validationMessages.inn);
    expect(validateField('a@b.ru', [rules.email()])).toBeUndefined();
    expect(validateField('a@b', [rules.email()])).toBe(validationMessages.email);
  });

  it('QR fields: sum, compact date-time, fiscal numbers', () => {
    expect(validateField('1234.50', [rules.qrSum()])).toBeUndefined();
    expect(validateField('12.345', [rules.qrSum()])).toBe(validationMessages.qrSum);
    expect(validateField('20240301T1230', [rules.qrDateTime()])).toBeUndefined();
    expect(validateField('2024-03-01 12:30', [rules.qrDateTime()])).toBe(validationMessages.qrDateTime);
    expect(validateField('000123', [rules.fiscalNumber()])).toBeUndefined();
    expect(validateField('0000', [rules.fiscalNumber()])).toBe(validationMessages.fiscalNumber);
  });

  it('duration: under 86400 seconds', () => {
    expect(validateField('86399', [rules.duration()])).toBeUndefined();
    expect(validateField('86400', [rules.duration()])).toBe(validationMessages.duration);
  });

  it('required, and an empty optional field passes its format rule', () => {
    expect(validateField(' ', [rules.required()])).toBe('Обязательное поле.');
    expect(validateField('', [rules.email()])).toBeUndefined();
  });
});

function InviteForm({ onSubmit }: { onSubmit: (values: Record<string, string>) => void }) {
  const form = useForm({
    name: { rules: [rules.required()] },
    phone: { initial: '', rules: [rules.required(), rules.mobile()], fix: fixPhone },
    inn: { rules: [rules.inn()] },
  });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <TextField form={form} name="name" label="Имя" required />
      <TextField form={form} name="phone" label="Телефон" type="tel" required />
      <TextField form={form} name="inn" label="ИНН" />
      <output>{form.valid ? 'valid' : 'invalid'}</output>
      <button type="submit">Пригласить</button>
    </form>
  );
}

describe('forms', () => {
  it('fix the phone while typing: +7 in front, digits only', () => {
    renderWithProviders(<InviteForm onSubmit={() => undefined} />);
    const phone = screen.getByLabelText(/Телефон/) as HTMLInputElement;
    expect(phone.value).toBe('+7');
    fireEvent.change(phone, { target: { value: '8 (999) 123-45-67' } });
    expect(phone.value).toBe('+79991234567');
  });

  it('are valid only when every registered field is valid', () => {
    renderWithProviders(<InviteForm onSubmit={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('invalid');
    fireEvent.change(screen.getByLabelText(/Имя/), { target: { value: 'Иван' } });
    fireEvent.change(screen.getByLabelText(/Телефон/), { target: { value: '+79991234567' } });
    expect(screen.getByRole('status').textContent).toBe('valid');
    fireEvent.change(screen.getByLabelText('ИНН'), { target: { value: '123' } });
    expect(screen.getByRole('status').textContent).toBe('invalid');
  });

  it('show errors once a field is left or the form is submitted, and do not submit an invalid form', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<InviteForm onSubmit={onSubmit} />);
    expect(screen.queryByText('Обязательное поле.')).toBeNull();
    fireEvent.blur(screen.getByLabelText(/Имя/));
    expect(screen.getByText('Обязательное поле.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Пригласить' }));
    expect(screen.getByText('Введите номер мобильного телефона: +79 и 9 цифр.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submit the values of a valid form', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<InviteForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Имя/), { target: { value: 'Иван' } });
    fireEvent.change(screen.getByLabelText(/Телефон/), { target: { value: '+79991234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Пригласить' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Иван', phone: '+79991234567', inn: '' });
  });
});
