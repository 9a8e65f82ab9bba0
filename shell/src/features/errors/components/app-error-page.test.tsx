import { render, screen } from '@testing-library/react';
import { KinoraThemeProvider, PageErrorBoundary } from '@kinora/shared';
import { AppErrorPage } from './app-error-page';

function Broken(): never {
  throw new Error('boom');
}

test('an unexpected error shows the Application Error page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <KinoraThemeProvider>
      <PageErrorBoundary resetKey="/" fallback={() => <AppErrorPage />}>
        <Broken />
      </PageErrorBoundary>
    </KinoraThemeProvider>,
  );
  expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
  expect(
    screen.getByText('Something went wrong. Please try refreshing the page.'),
  ).toBeInTheDocument();
  expect(document.title).toBe('Application Error · Kinora');
});
