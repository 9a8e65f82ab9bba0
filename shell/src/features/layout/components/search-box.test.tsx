import { screen, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { apiUrl, ok, renderWithProviders, setupApiServer } from '@kinora/shared/test-utils';
import { SearchBox } from './search-box';

setupApiServer(
  mock.get(apiUrl('/search/suggestions'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    return ok({
      suggestions: q.startsWith('ri')
        ? [
            { kind: 'video', text: 'Perfect rice' },
            { kind: 'channel', text: 'ricecooker' },
          ]
        : [],
    });
  }),
);

beforeEach(() => localStorage.clear());

const box = () => screen.getByRole('combobox', { name: 'Search videos' });

test('trims the term, opens the results and clears itself', async () => {
  const { user, router } = renderWithProviders(<SearchBox />, { path: '*' });
  await user.type(box(), '  lofi beats  ');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(router.state.location.pathname).toBe('/results');
  expect(router.state.location.search).toBe('?search_query=lofi+beats');
  expect(box()).toHaveValue('');
});

test('ignores empty and whitespace-only input', async () => {
  const { user, router } = renderWithProviders(<SearchBox />);
  await user.type(box(), '   {Enter}');
  expect(router.state.location.pathname).toBe('/');
});

test('suggests own titles and channels, reachable with the arrow keys', async () => {
  const { user, router } = renderWithProviders(<SearchBox />, { path: '*' });
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  await user.type(box(), 'ri');
  const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
  expect(await within(listbox).findByRole('option', { name: /Perfect rice/ })).toBeVisible();
  expect(box()).toHaveAttribute('aria-expanded', 'true');
  expect(box()).toHaveAttribute('aria-controls', listbox.id);

  await user.keyboard('{ArrowDown}');
  const first = within(listbox).getByRole('option', { name: /Perfect rice/ });
  expect(first).toHaveAttribute('aria-selected', 'true');
  expect(box()).toHaveAttribute('aria-activedescendant', first.id);
  await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
  expect(router.state.location.search).toBe('?search_query=Perfect+rice');
  expect(box()).toHaveValue('');
});

test('a channel suggestion opens the channel; Escape closes the list', async () => {
  const { user, router } = renderWithProviders(<SearchBox />, { path: '*' });
  await user.type(box(), 'ri');
  await screen.findByRole('option', { name: /ricecooker/ });
  await user.keyboard('{Escape}');
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(box()).toHaveValue('ri');
  await user.keyboard('{ArrowDown}');
  await user.click(screen.getByRole('option', { name: /ricecooker/ }));
  expect(router.state.location.pathname).toBe('/channel/ricecooker');
});

test('remembers searches and lets the person remove them one by one', async () => {
  // The box lives in the top bar, on every page: it stays mounted across the searches.
  const { user } = renderWithProviders(<SearchBox />, { path: '*' });
  await user.type(box(), 'lofi{Enter}');
  await user.type(box(), 'jazz{Enter}');
  await user.click(box());
  const options = screen.getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['jazzRemove', 'lofiRemove']);

  await user.click(screen.getByRole('button', { name: 'Remove jazz from recent searches' }));
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['lofiRemove']);
  expect(JSON.parse(localStorage.getItem('kinora.recentSearches') ?? '[]')).toEqual(['lofi']);

  // From the keyboard: Delete removes the highlighted recent search.
  await user.keyboard('{ArrowDown}{Delete}');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(box()).toHaveAttribute('aria-expanded', 'false');
});
