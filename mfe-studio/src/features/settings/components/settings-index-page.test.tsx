import { makeUser, renderWithProviders } from '@kinora/shared/test-utils';
import { screen } from '@testing-library/react';
import { SettingsIndexPage } from './settings-index-page';

test('/settings opens the profile tab', async () => {
  renderWithProviders(<SettingsIndexPage />, { route: '/settings', session: makeUser() });
  expect(await screen.findByTestId('location')).toHaveTextContent('/settings/profile');
});
