import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { KinoraThemeProvider } from '@kinora/shared';
import { AppErrorPage } from './app-error-page';

function Broken(): never {
  throw new Error('boom');
}

test('an unexpected error shows the Application Error page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter([
    { path: '/', element: <Broken />, errorElement: <AppErrorPage /> },
  ]);
  render(
    <KinoraThemeProvider>
      <RouterProvider router={router} />
    </KinoraThemeProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
  expect(
    screen.getByText('Something went wrong. Please try refreshing the page.'),
  ).toBeInTheDocument();
  expect(document.title).toBe('Application Error · Kinora');
});
