import { chooseLanguage } from '@kinora/shared';
import {
  apiUrl,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
  inLanguage,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { AccountSettingsPage } from './account-settings-page';
import { LanguageSection } from './language-section';
import type * as Shared from '@kinora/shared';

// Choosing a language sets a cookie and reloads the page, which jsdom cannot do: the test sees
// the choice made instead.
jest.mock('@kinora/shared', () => ({
  ...jest.requireActual<typeof Shared>('@kinora/shared'),
  chooseLanguage: jest.fn(),
}));
const chosen = jest.mocked(chooseLanguage);

const ann = makeUser({ username: 'ann', email: 'ann@example.test' });
setupApiServer(
  http.get(apiUrl('/users/current-user'), () => ok(ann)),
  http.get(apiUrl('/site'), () =>
    ok({
      name: 'Kinora',
      description: '',
      rules: '',
      registration: 'open',
      sensitiveContent: 'blur',
      requireEmailVerification: false,
    }),
  ),
  http.get(apiUrl('/users/data-export'), () =>
    ok({
      state: 'none',
      requestedAt: null,
      downloadUrl: null,
      sizeBytes: null,
      expiresAt: null,
      failureReason: null,
    }),
  ),
);

describe('LanguageSection', () => {
  it('names each language in itself, the interface’s own chosen', () => {
    renderWithProviders(<LanguageSection />);
    const section = screen.getByRole('region', { name: 'Language' });
    expect(section).toHaveTextContent(
      "The language of Kinora's menus, buttons and messages. Videos and comments keep the language they were written in.",
    );
    const select = within(section).getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Français']);
    expect(select).toHaveValue('en');
  });

  it('chooses French when French is picked', async () => {
    const { user } = renderWithProviders(<LanguageSection />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Français');
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(chosen).toHaveBeenCalledWith('fr');
  });
});

describe('Account settings in French', () => {
  inLanguage('fr');

  it('speaks French, with French chosen and English a choice away', async () => {
    const { user } = renderWithProviders(<AccountSettingsPage />, {
      route: '/settings/account',
      session: ann,
    });
    expect(await screen.findByRole('heading', { name: 'Paramètres' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Langue' });
    expect(screen.getByRole('link', { name: 'Compte' })).toHaveAttribute('aria-current', 'page');
    const select = within(section).getByRole('combobox', { name: 'Langue' });
    expect(select).toHaveValue('fr');
    await user.selectOptions(select, 'English');
    expect(chosen).toHaveBeenCalledWith('en');
  });
});
