import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './use-async';

describe('useAsync', () => {
  it('keeps only the answer for the current dependencies', async () => {
    const answers: Record<string, (value: string) => void> = {};
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) =>
        useAsync(() => new Promise<string>((resolve) => (answers[id] = resolve)), [id]),
      { initialProps: { id: 'first' } },
    );
    rerender({ id: 'second' });
    await act(async () => {
      answers.second?.('second answer');
      answers.first?.('first answer');
      await Promise.resolve();
    });
    expect(result.current.state).toEqual({ status: 'success', data: 'second answer' });
  });

  it('reports failures, retries on reload and edits the loaded data in place', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useAsync(() => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('nope')) : Promise.resolve(1);
      }, []),
    );
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 1 }));
    act(() => result.current.setData((value) => value + 1));
    expect(result.current.state).toEqual({ status: 'success', data: 2 });
  });

  it('stays loading while there is nothing to load yet', () => {
    const { result } = renderHook(() => useAsync<number>(null, []));
    expect(result.current.state.status).toBe('loading');
  });
});
