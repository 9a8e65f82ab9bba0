import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders, inLanguage } from '@kinora/shared/test-utils';
import { t } from '../../../i18n';
import { TopBar } from './top-bar';

const noop = () => undefined;

inLanguage('fr');

test("the frame speaks French from the shell's French catalogue", async () => {
  const { user } = renderWithProviders(
    <Suspense fallback={null}>
      <TopBar sidebarOpen onToggleSidebar={noop} />
    </Suspense>,
  );
  expect(await screen.findByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    '/login',
  );
  expect(screen.getByRole('link', { name: "S'inscrire" })).toHaveAttribute('href', '/register');
  await user.click(screen.getByRole('button', { name: 'Paramètres' }));
  expect(await screen.findByRole('group', { name: 'Thème' })).toBeInTheDocument();
  expect(screen.getByRole('menuitemradio', { name: 'Sombre' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument();
  // The count picks the French plural form.
  expect(t('{{count}} uploads', { count: 1 })).toBe('1 mise en ligne');
  expect(t('{{count}} uploads', { count: 3 })).toBe('3 mises en ligne');
});
