import { apiUrl, fail, ok, renderWithProviders, setupApiServer } from '@kinora/shared/test-utils';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'u1.new_video.8f3a0c9d2e7b4a61';

const server = setupApiServer();

function renderPage(search = `?token=${TOKEN}`) {
  return renderWithProviders(<UnsubscribePage />, { route: `/unsubscribe${search}` });
}

describe('UnsubscribePage', () => {
  it('asks first, then stops the mail with the link’s token, without signing in', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.post(apiUrl('/email/unsubscribe'), ({ request }) => {
        tokens.push(new URL(request.url).searchParams.get('token'));
        return ok({ kinds: ['new_video'] });
      }),
    );
    const { user } = renderPage();
    expect(screen.getByRole('heading', { name: 'Stop these emails?' })).toBeInTheDocument();
    expect(document.title).toBe('Unsubscribe · Kinora');
    // Nothing is sent by opening the link: mail scanners open every link.
    expect(tokens).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(
      await screen.findByRole('heading', { name: "You won't get these emails anymore." }),
    ).toHaveFocus();
    expect(tokens).toEqual([TOKEN]);
    expect(screen.getByRole('link', { name: 'notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says the link does not work when the server refuses its token', async () => {
    server.use(
      http.post(apiUrl('/email/unsubscribe'), () =>
        fail(400, 'This link has expired or was already used.'),
      ),
    );
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'This unsubscribe link does not work.' }),
    ).toHaveFocus();
    expect(screen.getByText(/Open it again from the email/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it('says at once that a link without a token does not work', () => {
    renderPage('');
    // Nothing was pressed: focus stays where the page load put it.
    expect(
      screen.getByRole('heading', { name: 'This unsubscribe link does not work.' }),
    ).not.toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('keeps the question and says why when the server cannot answer now', async () => {
    server.use(
      http.post(apiUrl('/email/unsubscribe'), () =>
        fail(429, 'Too many requests. Try again in a minute.'),
      ),
    );
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in a minute.',
    );
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
