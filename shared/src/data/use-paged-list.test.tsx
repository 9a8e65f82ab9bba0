import { act, renderHook, waitFor } from '@testing-library/react';
import { idOf, numberedPages } from './page-chunk';
import { usePagedList } from './use-paged-list';
import type { Page } from '../contract';

interface Item {
  _id: string;
}

function pageOf(ids: string[], page: number, totalPages: number): Page<Item> {
  return {
    docs: ids.map((_id) => ({ _id })),
    totalDocs: totalPages * ids.length,
    limit: ids.length,
    page,
    totalPages,
    hasNextPage: page < totalPages,
    nextPage: page < totalPages ? page + 1 : null,
    hasPrevPage: page > 1,
    prevPage: page > 1 ? page - 1 : null,
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('usePagedList', () => {
  it('loads the first page, then the next ones, never showing an item twice', async () => {
    const pages: Record<number, string[]> = { 1: ['a', 'b'], 2: ['b', 'c'] };
    const fetchPage = jest.fn((page: number) =>
      Promise.resolve(pageOf(pages[page] ?? [], page, 2)),
    );
    const { result } = renderHook(() =>
      usePagedList(numberedPages(fetchPage), { keyOf: idOf, deps: [] }),
    );
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.items.map(idOf)).toEqual(['a', 'b']);
    expect(result.current.hasMore).toBe(true);

    await act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenLastCalledWith(2);
    expect(result.current.items.map(idOf)).toEqual(['a', 'b', 'c']);
    expect(result.current.hasMore).toBe(false);
  });

  it('drops the answer of a list the screen has moved away from', async () => {
    const slow = deferred<Page<Item>>();
    const fast = deferred<Page<Item>>();
    const { result, rerender } = renderHook(
      ({ channel }: { channel: string }) =>
        usePagedList(
          numberedPages(() => (channel === 'old' ? slow.promise : fast.promise)),
          { keyOf: idOf, deps: [channel] },
        ),
      { initialProps: { channel: 'old' } },
    );
    rerender({ channel: 'new' });
    await act(async () => {
      fast.resolve(pageOf(['new-1'], 1, 1));
      await fast.promise;
    });
    await act(async () => {
      slow.resolve(pageOf(['old-1'], 1, 1));
      await slow.promise;
    });
    expect(result.current.items.map(idOf)).toEqual(['new-1']);
  });

  it('keeps the shown items when a later page fails, and says so until it loads', async () => {
    let failNext = true;
    const fetchPage = (page: number) =>
      page === 2 && failNext
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(pageOf([`p${page}`], page, 2));
    const { result } = renderHook(() =>
      usePagedList(numberedPages(fetchPage), { keyOf: idOf, deps: [] }),
    );
    await waitFor(() => expect(result.current.status).toBe('success'));

    let loaded = true;
    await act(async () => {
      loaded = await result.current.loadMore();
    });
    expect(loaded).toBe(false);
    expect(result.current.loadMoreFailed).toBe(true);
    expect(result.current.items.map(idOf)).toEqual(['p1']);

    failNext = false;
    await act(() => result.current.loadMore());
    expect(result.current.loadMoreFailed).toBe(false);
    expect(result.current.items.map(idOf)).toEqual(['p1', 'p2']);
  });

  it('shows a failed first page as an error and loads again on reload', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      usePagedList(
        numberedPages((page) =>
          fail ? Promise.reject(new Error('down')) : Promise.resolve(pageOf(['x'], page, 1)),
        ),
        { keyOf: idOf, deps: [] },
      ),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toEqual(new Error('down'));
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.items.map(idOf)).toEqual(['x']);
  });

  it('applies local edits and clears the whole list', async () => {
    const { result } = renderHook(() =>
      usePagedList(
        numberedPages((page) => Promise.resolve(pageOf(['a', 'b'], page, 3))),
        { keyOf: idOf, deps: [] },
      ),
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() =>
      result.current.update((items, total) => ({
        items: [{ _id: 'new' }, ...items],
        total: total + 1,
      })),
    );
    expect(result.current.items.map(idOf)).toEqual(['new', 'a', 'b']);
    expect(result.current.total).toBe(7);

    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.status).toBe('success');
  });

  it('waits while the loader is null', async () => {
    const fetchPage = jest.fn(() => Promise.resolve(pageOf(['a'], 1, 1)));
    const { result, rerender } = renderHook(
      ({ ready }: { ready: boolean }) =>
        usePagedList(ready ? numberedPages(fetchPage) : null, { keyOf: idOf, deps: [] }),
      { initialProps: { ready: false } },
    );
    expect(result.current.status).toBe('loading');
    expect(fetchPage).not.toHaveBeenCalled();
    rerender({ ready: true });
    await waitFor(() => expect(result.current.status).toBe('success'));
  });
});
