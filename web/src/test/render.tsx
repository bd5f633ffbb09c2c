// Renders one component with the providers the shared pieces need (/app's Chakra system, a memory router, the
// toaster), without the app's routes.
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type Location } from 'react-router-dom';
import { appSystem } from '../app/app-theme';
import { Toaster } from '../shared/notify/toaster';

export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <ChakraProvider value={appSystem}>
      <RouterProvider router={router} />
      <Toaster />
    </ChakraProvider>,
  );
  return { ...view, router, location: (): Location => router.state.location };
}
