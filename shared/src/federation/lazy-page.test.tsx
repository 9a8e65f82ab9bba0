import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page';
import { readAtOnce } from './read-at-once';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const Dashboard = () => <h1>Dashboard</h1>;

describe('lazyPage', () => {
  it('loads its page once, when it first renders', async () => {
    const arrival = deferred<{ Dashboard: typeof Dashboard }>();
    const load = jest.fn(() => arrival.promise);
    const Page = lazyPage(load, 'Dashboard');
    // A page that suspends is rendered in an awaited act, as React asks of tests.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>,
      );
      await Promise.resolve();
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {
      arrival.resolve({ Dashboard });
      await arrival.promise;
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without suspending, once preloaded code has arrived', async () => {
    const arrival = deferred<{ Dashboard: typeof Dashboard }>();
    const load = jest.fn(() => arrival.promise);
    const Page = lazyPage(load, 'Dashboard');
    const preloaded = Page.preload();
    arrival.resolve({ Dashboard });
    await act(() => preloaded);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // Drawn in the first commit: no fallback, which React would hold a while before revealing.
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const load = jest
      .fn<Promise<{ Dashboard: typeof Dashboard }>, []>()
      .mockImplementationOnce(() => Promise.reject(new Error('offline')))
      .mockImplementationOnce(() => Promise.resolve({ Dashboard }));
    const Page = lazyPage(load, 'Dashboard');
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('readAtOnce', () => {
  it('marks a promise with its outcome, as React’s use reads it', async () => {
    const done = readAtOnce(Promise.resolve(7)) as Promise<number> & { status?: string };
    const failed = readAtOnce(Promise.reject(new Error('no'))) as Promise<number> & {
      status?: string;
      reason?: unknown;
    };
    await expect(done).resolves.toBe(7);
    await expect(failed).rejects.toThrow('no');
    expect(done).toMatchObject({ status: 'fulfilled', value: 7 });
    expect(failed.status).toBe('rejected');
    expect(failed.reason).toEqual(new Error('no'));
  });
});
