import { screen } from '@testing-library/react';
import { http } from 'msw';
import {
  apiUrl,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { EmailVerificationNotice } from './email-verification-notice';
import type { SiteInfo } from '@kinora/shared';

const server = setupApiServer(
  http.get(apiUrl('/site'), () =>
    ok<SiteInfo>({
      name: 'Kinora',
      description: '',
      rules: '',
      registration: 'open',
      sensitiveContent: 'blur',
      requireEmailVerification: false,
    }),
  ),
);

test('loads and shows the banner for an account whose address is not verified', async () => {
  renderWithProviders(<EmailVerificationNotice />, {
    session: makeUser({ email: 'ada@example.com', emailVerified: false }),
  });
  expect(await screen.findByRole('status')).toHaveTextContent('We sent a link to ada@example.com.');
});

test('shows nothing, and asks nothing of the server, for a visitor or a verified account', async () => {
  let asked = false;
  server.events.on('request:start', () => {
    asked = true;
  });
  for (const session of [null, makeUser({ emailVerified: true })]) {
    const { unmount } = renderWithProviders(<EmailVerificationNotice />, { session });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
  }
  expect(asked).toBe(false);
});
