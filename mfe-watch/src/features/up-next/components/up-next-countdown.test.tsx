import { makeVideo, renderWithProviders } from '@kinora/shared/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import { toCardProps } from '@kinora/shared';
import { UP_NEXT_COUNTDOWN_SECONDS, UpNextCountdown } from './up-next-countdown';

const next = toCardProps(makeVideo({ title: 'Part two' }));

function renderCountdown() {
  const onPlayNow = jest.fn();
  const onCancel = jest.fn();
  renderWithProviders(<UpNextCountdown next={next} onPlayNow={onPlayNow} onCancel={onCancel} />);
  return { onPlayNow, onCancel };
}

/** Second by second: each second's timer is set by the render the one before caused. */
function tick(seconds: number) {
  for (let i = 0; i < seconds; i += 1) act(() => jest.advanceTimersByTime(1000));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('UpNextCountdown', () => {
  it('shows the next video and counts down 5 seconds, then plays it once', () => {
    const { onPlayNow } = renderCountdown();
    const screenRegion = screen.getByRole('region', { name: 'Up next' });
    expect(screenRegion).toHaveTextContent('Part two');
    expect(screen.getByText('Plays in 5 seconds.')).toBeInTheDocument();
    expect(screenRegion.querySelector('img')).toHaveAttribute('src', next.thumbnail);

    tick(1);
    expect(screen.getByText('Plays in 4 seconds.')).toBeInTheDocument();
    tick(3);
    expect(screen.getByText('Plays in 1 second.')).toBeInTheDocument();
    expect(onPlayNow).not.toHaveBeenCalled();
    tick(1);
    expect(onPlayNow).toHaveBeenCalledTimes(1);
    tick(UP_NEXT_COUNTDOWN_SECONDS);
    expect(onPlayNow).toHaveBeenCalledTimes(1);
  });

  it('Play now plays at once; Cancel asks to stay', () => {
    const { onPlayNow, onCancel } = renderCountdown();
    fireEvent.click(screen.getByRole('button', { name: 'Play now' }));
    expect(onPlayNow).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
