import { act, renderHook } from '@testing-library/react';
import { makeUser } from '../test-utils/fixtures';
import { resetStores } from '../test-utils/render-with-providers';
import { recordBlockChange, useBlockScope, useBlocksRevision } from './use-block-changes';
import { useSession } from './use-session';

const ann = makeUser({ username: 'ann' });
const troll = 'f'.repeat(24);

describe('block changes', () => {
  beforeEach(() => resetStores(ann));

  it('go by what the page read until the viewer blocks or unblocks', () => {
    const { result } = renderHook(() => ({
      scope: useBlockScope(troll, null),
      revision: useBlocksRevision(),
    }));
    expect(result.current).toEqual({ scope: null, revision: 0 });

    act(() => recordBlockChange(troll, 'everywhere'));
    expect(result.current).toEqual({ scope: 'everywhere', revision: 1 });

    act(() => recordBlockChange(troll, null));
    expect(result.current).toEqual({ scope: null, revision: 2 });
  });

  it('leave other people as the page read them', () => {
    const { result } = renderHook(() => useBlockScope('0'.repeat(24), 'channel'));
    act(() => recordBlockChange(troll, null));
    expect(result.current).toBe('channel');
  });

  it('are forgotten for another viewer: theirs are what the server says', () => {
    const { result } = renderHook(() => useBlockScope(troll, null));
    act(() => recordBlockChange(troll, 'everywhere'));
    expect(result.current).toBe('everywhere');

    act(() => useSession.setState({ status: 'anonymous', user: null }));
    expect(result.current).toBeNull();
    act(() => useSession.setState({ status: 'authenticated', user: makeUser() }));
    expect(result.current).toBeNull();
  });
});
