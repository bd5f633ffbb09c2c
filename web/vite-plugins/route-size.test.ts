import { describe, expect, it } from 'vitest';
import { gzipSize, overBudget, receivedSize, routeLine, routeSize, type ChunkInfo } from './route-size';

const chunk = (fileName: string, code: string, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  type: 'chunk',
  fileName,
  code,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  ...extra,
});

describe('route size', () => {
  it('counts the entry, the screen and their static imports once, not other screens', () => {
    const bundle = {
      'index.js': chunk('index.js', 'entry'.repeat(50), { isEntry: true, imports: ['react.js'] }),
      'react.js': chunk('react.js', 'react'.repeat(80)),
      'login.js': chunk('login.js', 'login', { facadeModuleId: '/src/features/auth/login-page.tsx', imports: ['react.js', 'ui.js'] }),
      'ui.js': chunk('ui.js', 'ui'),
      'apollo.js': chunk('apollo.js', 'apollo'.repeat(500)),
      'tickets.js': chunk('tickets.js', 'tickets', { facadeModuleId: '/src/features/tickets/tickets-page.tsx', imports: ['apollo.js'] }),
      'style.css': { type: 'asset' as const },
    };
    const size = routeSize(bundle, /login-page\.tsx$/);
    expect(size.files.map((file) => file.fileName).sort()).toEqual(['index.js', 'login.js', 'react.js', 'ui.js']);
    expect(size.gzip).toBe(gzipSize('entry'.repeat(50)) + gzipSize('react'.repeat(80)) + gzipSize('login') + gzipSize('ui'));
  });

  it('counts every chunk a route loads dynamically (an /app screen, the layout, the client), each once', () => {
    const bundle = {
      'index.js': chunk('index.js', 'entry', { isEntry: true, imports: ['react.js'] }),
      'react.js': chunk('react.js', 'react'),
      'shell.js': chunk('shell.js', 'shell', { facadeModuleId: '/src/app/layout/app-shell.tsx', imports: ['react.js', 'ui.js'] }),
      'client.js': chunk('client.js', 'client', { facadeModuleId: '/src/shared/apollo/client.ts' }),
      'tickets.js': chunk('tickets.js', 'tickets', { facadeModuleId: '/src/features/tickets/routes.tsx', imports: ['ui.js'] }),
      'ui.js': chunk('ui.js', 'ui'),
      'charts.js': chunk('charts.js', 'charts'.repeat(100), { facadeModuleId: '/src/shared/charts/charts.tsx' }),
    };
    const size = routeSize(bundle, [/app-shell\.tsx$/, /client\.ts$/, /tickets[\\/]routes\.tsx$/]);
    expect(size.files.map((file) => file.fileName).sort()).toEqual(['client.js', 'index.js', 'react.js', 'shell.js', 'tickets.js', 'ui.js']);
    expect(size.gzip).toBe(['entry', 'react', 'shell', 'client', 'tickets', 'ui'].reduce((sum, code) => sum + gzipSize(code), 0));
    expect(() => routeSize(bundle, [/app-shell\.tsx$/, /messenger[\\/]routes\.tsx$/])).toThrow('no chunk is the screen');
  });

  it('fails loudly when the screen is not in the bundle', () => {
    const bundle = { 'index.js': chunk('index.js', 'x', { isEntry: true }) };
    expect(() => routeSize(bundle, /login-page\.tsx$/)).toThrow('no chunk is the screen');
  });

  it('weighs each file as received (Brotli where smaller, else the file) and fails a route over either budget', () => {
    const code = 'export const a = "ab ab ab ab ab ab ab ab ab ab ab ab ab ab";'.repeat(20);
    const bundle = { 'index.js': chunk('index.js', code, { isEntry: true, imports: ['tiny.js'] }), 'tiny.js': chunk('tiny.js', 'x()') };
    const size = routeSize(bundle, /index\.js$/.source === '' ? /x/ : [], undefined);
    expect(receivedSize('x()')).toBe(3);
    expect(size.received).toBe(receivedSize(code) + 3);
    expect(size.received).toBeLessThan(size.gzip);
    const route = { name: 'r', screen: [], budget: size.gzip, received: size.received };
    expect(routeLine(route, size)).toBe(
      `r JS: ${(size.gzip / 1000).toFixed(1)} kB gzipped (budget ${(size.gzip / 1000).toFixed(1)} kB), ${(size.received / 1000).toFixed(1)} kB as received (budget ${(size.received / 1000).toFixed(1)} kB), 2 files`,
    );
    expect(overBudget(route, size)).toEqual([]);
    expect(overBudget({ ...route, received: size.received - 1 }, size)).toEqual([
      `r JS is ${(size.received / 1000).toFixed(1)} kB as received, over the budget of ${((size.received - 1) / 1000).toFixed(1)} kB`,
    ]);
    expect(overBudget({ ...route, budget: size.gzip - 1, received: undefined }, size)).toHaveLength(1);
  });
});
