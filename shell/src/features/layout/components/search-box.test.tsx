import { act, screen, within } from '@testing-library/react';
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

test('trims the term, opens the results and keeps the query there', async () => {
  const { user, router } = renderWithProviders(<SearchBox />, { path: '*' });
  await user.type(box(), '  lofi beats  ');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(router.state.location.pathname).toBe('/results');
  expect(router.state.location.search).toBe('?search_query=lofi+beats');
  expect(box()).toHaveValue('lofi beats');
  // Leaving the results empties the box, ready for the next search.
  await act(() => router.navigate('/explore'));
  expect(box()).toHaveValue('');
  // Back on the results (as back/forward or a reload would), the query is there again.
  await act(() => router.navigate('/results?search_query=jazz&sort=date'));
  expect(box()).toHaveValue('jazz');
});

test('refining on the results page keeps its filters', async () => {
  const { user, router } = renderWithProviders(<SearchBox />, {
    path: '*',
    route: '/results?search_query=jazz&sort=date&upload_date=week',
  });
  await user.clear(box());
  await user.type(box(), 'jazz piano{Enter}');
  expect(router.state.location.pathname).toBe('/results');
  expect(new URLSearchParams(router.state.location.search).get('search_query')).toBe('jazz piano');
  expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('date');
  expect(new URLSearchParams(router.state.location.search).get('upload_date')).toBe('week');
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
  expect(box()).toHaveValue('Perfect rice');
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
  // The results page's box holds its query: a new search starts by clearing it.
  await user.clear(box());
  await user.type(box(), 'jazz{Enter}');
  await user.clear(box());
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
