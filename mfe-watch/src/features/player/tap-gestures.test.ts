import { createTapGestures, DOUBLE_TAP_MS, tapZoneAt } from './tap-gestures';

function setUp() {
  const onTap = jest.fn();
  const onSeek = jest.fn();
  return { onTap, onSeek, gestures: createTapGestures({ onTap, onSeek }) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('tapZoneAt', () => {
  it('splits the picture in thirds', () => {
    expect(tapZoneAt(20, 390)).toBe('back');
    expect(tapZoneAt(195, 390)).toBe('middle');
    expect(tapZoneAt(370, 390)).toBe('forward');
    expect(tapZoneAt(10, 0)).toBe('middle');
  });
});

describe('createTapGestures', () => {
  it('a tap in the middle toggles the controls at once', () => {
    const { onTap, onSeek, gestures } = setUp();
    gestures.tap('middle');
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(onSeek).not.toHaveBeenCalled();
  });

  it('a single tap on a side waits for a second one, then toggles the controls', () => {
    const { onTap, onSeek, gestures } = setUp();
    gestures.tap('forward');
    expect(onTap).not.toHaveBeenCalled();
    jest.advanceTimersByTime(DOUBLE_TAP_MS);
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(onSeek).not.toHaveBeenCalled();
  });

  it('a double tap on a side seeks instead, and further quick taps there seek on', () => {
    const { onTap, onSeek, gestures } = setUp();
    gestures.tap('back');
    jest.advanceTimersByTime(DOUBLE_TAP_MS - 50);
    gestures.tap('back');
    expect(onSeek).toHaveBeenLastCalledWith('back', 1);
    jest.advanceTimersByTime(DOUBLE_TAP_MS - 50);
    gestures.tap('back');
    expect(onSeek).toHaveBeenLastCalledWith('back', 2);
    jest.advanceTimersByTime(DOUBLE_TAP_MS * 2);
    expect(onTap).not.toHaveBeenCalled();

    // The streak is over: the next tap is a new single tap.
    gestures.tap('back');
    jest.advanceTimersByTime(DOUBLE_TAP_MS);
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(onSeek).toHaveBeenCalledTimes(2);
  });

  it('two taps on different sides are two single taps', () => {
    const { onTap, onSeek, gestures } = setUp();
    gestures.tap('back');
    gestures.tap('forward');
    expect(onTap).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(DOUBLE_TAP_MS);
    expect(onTap).toHaveBeenCalledTimes(2);
    expect(onSeek).not.toHaveBeenCalled();
  });

  it('cancel forgets a tap still waiting', () => {
    const { onTap, gestures } = setUp();
    gestures.tap('forward');
    gestures.cancel();
    jest.advanceTimersByTime(DOUBLE_TAP_MS * 2);
    expect(onTap).not.toHaveBeenCalled();
  });
});
