import { screen } from '@testing-library/react';
import { renderWithProviders } from '@kinora/shared/test-utils';
import { SearchBox } from './search-box';

test('trims the term, opens the results and clears itself', async () => {
  const { user, router } = renderWithProviders(<SearchBox />);
  const input = screen.getByRole('searchbox', { name: 'Search videos' });
  await user.type(input, '  lofi beats  ');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(router.state.location.pathname).toBe('/results');
  expect(router.state.location.search).toBe('?search_query=lofi+beats');
  expect(input).toHaveValue('');
});

test('ignores empty and whitespace-only input', async () => {
  const { user, router } = renderWithProviders(<SearchBox />);
  await user.type(screen.getByRole('searchbox', { name: 'Search videos' }), '   {Enter}');
  expect(router.state.location.pathname).toBe('/');
});
