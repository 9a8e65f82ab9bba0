import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { apiUrl, fail, ok, renderWithProviders, setupApiServer } from '@kinora/shared/test-utils';
import { ForgotPasswordPage } from './forgot-password-page';

const server = setupApiServer();

function renderPage() {
  return renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
}

test('sends the address and says the same whether or not an account uses it', async () => {
  let sent: unknown;
  server.use(
    http.post(apiUrl('/users/password-reset'), async ({ request }) => {
      sent = await request.json();
      return ok({});
    }),
  );
  const { user } = renderPage();
  const email = screen.getByLabelText('Email');
  expect(email).toHaveAttribute('type', 'email');
  expect(email).toBeRequired();
  await user.type(email, ' ada@example.com ');
  await user.click(screen.getByRole('button', { name: 'Send link' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    /^If an account uses this address, we sent a link/,
  );
  expect(sent).toEqual({ email: 'ada@example.com' });
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
});

test('shows the rate limit’s message inline and as a toast, and keeps the form', async () => {
  server.use(
    http.post(apiUrl('/users/password-reset'), () =>
      fail(429, 'Too many reset requests for this address. Try again in an hour.'),
    ),
  );
  const { user } = renderPage();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  // Under the form and in a toast.
  await waitFor(() =>
    expect(
      screen.getAllByText('Too many reset requests for this address. Try again in an hour.'),
    ).toHaveLength(2),
  );
  expect(screen.getByRole('button', { name: 'Send link' })).toBeEnabled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('falls back to its own words when the server gives none', async () => {
  server.use(http.post(apiUrl('/users/password-reset'), () => new Response(null, { status: 502 })));
  const { user } = renderPage();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  await waitFor(() =>
    expect(screen.getAllByText('The link could not be sent. Please try again.')).toHaveLength(2),
  );
});

test('leads back to login', () => {
  renderPage();
  expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
});
