import { act, renderHook } from '@testing-library/react';
import { usePolling } from './use-polling';

describe('usePolling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls one call at a time while an interval is given, and stops without one', async () => {
    let finish: () => void = () => undefined;
    const poll = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const initialProps: { interval: number | null } = { interval: 1000 };
    const { rerender } = renderHook(({ interval }) => usePolling(poll, interval), {
      initialProps,
    });

    act(() => jest.advanceTimersByTime(1000));
    expect(poll).toHaveBeenCalledTimes(1);
    // The answer is slow: no second call piles up behind it.
    act(() => jest.advanceTimersByTime(5000));
    expect(poll).toHaveBeenCalledTimes(1);

    await act(() => {
      finish();
      return Promise.resolve();
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(poll).toHaveBeenCalledTimes(2);

    await act(() => {
      finish();
      return Promise.resolve();
    });
    rerender({ interval: null });
    act(() => jest.advanceTimersByTime(5000));
    expect(poll).toHaveBeenCalledTimes(2);
  });
});
