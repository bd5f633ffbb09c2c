import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

function valueOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
}

describe('profile page', () => {
  it("shows the user's name, phone, e-mail, role and status", async () => {
    server.use(graphql.query('ProfileRoute', () => HttpResponse.json({ data: { me: adminUser } })));
    renderApp('/app/profile', { user: adminUser });

    expect(await screen.findByText('admin@example.ru')).toBeTruthy();
    expect(valueOf('Имя')).toBe('Анна');
    expect(valueOf('Фамилия')).toBe('Админова');
    expect(valueOf('Отчество')).toBe('—');
    expect(valueOf('Телефон')).toBe('+79990000001');
    expect(valueOf('Эл. почта')).toBe('admin@example.ru');
    expect(valueOf('Роль')).toBe('Администратор');
    expect(valueOf('Статус')).toBe('активный');
  });

  it('labels an invited user (phone not verified) and a blocked one', async () => {
    const invited = { ...adminUser, roleName: 'salesMan', phoneVerified: false, role: null };
    server.use(graphql.query('ProfileRoute', () => HttpResponse.json({ data: { me: invited } })));
    renderApp('/app/profile', { user: invited });
    expect(await screen.findByText('приглашен')).toBeTruthy();
    expect(valueOf('Роль')).toBe('Торговый представитель');
    expect(within(screen.getByRole('main')).queryByText('активный')).toBeNull();
  });
});
