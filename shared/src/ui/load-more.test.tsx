import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMore, type LoadMoreList } from './load-more';
import { KinoraThemeProvider } from './theme/kinora-theme-provider';

function list(overrides: Partial<LoadMoreList> = {}): LoadMoreList {
  return {
    items: [1, 2],
    hasMore: true,
    loadingMore: false,
    loadMoreFailed: false,
    loadMore: jest.fn(() => Promise.resolve(true)),
    ...overrides,
  };
}

function renderLoadMore(props: Parameters<typeof LoadMore>[0]) {
  return render(
    <KinoraThemeProvider>
      <LoadMore {...props} />
    </KinoraThemeProvider>,
  );
}

describe('LoadMore', () => {
  it('loads the next page on click', async () => {
    const user = userEvent.setup();
    const paged = list();
    renderLoadMore({ list: paged });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(paged.loadMore).toHaveBeenCalledTimes(1);
  });

  it('is busy while loading and gone once everything is loaded', () => {
    const { rerender } = renderLoadMore({ list: list({ loadingMore: true }) });
    expect(screen.getByRole('button', { name: 'Load More' })).toBeDisabled();
    rerender(
      <KinoraThemeProvider>
        <LoadMore list={list({ hasMore: false })} />
      </KinoraThemeProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says what failed and offers to try again', async () => {
    const user = userEvent.setup();
    const paged = list({ loadMoreFailed: true });
    renderLoadMore({ list: paged, failedMessage: 'Could not load more comments.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load more comments.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(paged.loadMore).toHaveBeenCalledTimes(1);
  });

  it('in auto mode loads when the button comes near the viewport, not after a failure', () => {
    const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const paged = list();
      const { rerender } = renderLoadMore({ list: paged, auto: true });
      observed.at(-1)?.([{ isIntersecting: true }]);
      expect(paged.loadMore).toHaveBeenCalledTimes(1);

      const failed = list({ loadMoreFailed: true });
      observed.length = 0;
      rerender(
        <KinoraThemeProvider>
          <LoadMore list={failed} auto />
        </KinoraThemeProvider>,
      );
      expect(observed).toHaveLength(0);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
