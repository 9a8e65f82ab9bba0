import { renderWithProviders } from '@kinora/shared/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SeekBar } from './seek-bar';
import type { StoryboardCue } from '../storyboard';

const cue = (start: number, x: number): StoryboardCue => ({
  start,
  end: start + 150,
  image: 'https://kinora.test/media/sprite.jpg',
  x,
  y: 0,
  width: 160,
  height: 90,
});
const storyboard = [cue(0, 0), cue(150, 160)];

/** The bar as the player uses it: a seek moves the time the bar is given back. */
function Player({ start = 0 }: { start?: number }) {
  const [time, setTime] = useState(start);
  return (
    <>
      <SeekBar currentTime={time} duration={300} storyboard={storyboard} onSeek={setTime} />
      <button type="button">Play</button>
    </>
  );
}

describe('SeekBar keyboard preview', () => {
  it('shows the frame at the value while the focused bar is moved with the keys, and hides on blur', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Player start={140} />);
    await user.tab();
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveFocus();
    // Focus alone shows nothing: tabbing past the bar must not cover the video.
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('seek-preview')).toHaveTextContent('2:20');
    expect(screen.getByTestId('seek-preview-frame')).toHaveStyle({
      backgroundPosition: '-0px -0px',
    });

    // jsdom does not move a range input on arrow keys; the browser's change event does it.
    fireEvent.change(seek, { target: { value: '160' } });
    expect(screen.getByTestId('seek-preview')).toHaveTextContent('2:40');
    expect(screen.getByTestId('seek-preview-frame')).toHaveStyle({
      backgroundPosition: '-160px -0px',
    });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
  });

  it('shows no preview for keys that do not move the bar', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Player />);
    await user.tab();
    await user.keyboard('a');
    expect(screen.queryByTestId('seek-preview')).not.toBeInTheDocument();
  });
});

/** jsdom has no PointerEvent: a mouse event of that type carries the same fields. */
function pointer(type: string, clientX: number, pointerType: string) {
  const event = new MouseEvent(type, { bubbles: true, clientX });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

describe('SeekBar for touch', () => {
  it('seeks where a finger lands and follows it along the bar', () => {
    const onSeek = jest.fn();
    renderWithProviders(
      <SeekBar touch currentTime={0} duration={300} storyboard={storyboard} onSeek={onSeek} />,
    );
    const seek = screen.getByRole('slider', { name: 'Seek' });
    jest.spyOn(seek, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 40));

    fireEvent(seek, pointer('pointerdown', 150, 'touch'));
    expect(onSeek).toHaveBeenLastCalledWith(150);
    fireEvent(seek, pointer('pointermove', 240, 'touch'));
    expect(onSeek).toHaveBeenLastCalledWith(240);
    expect(screen.getByTestId('seek-preview')).toHaveTextContent('4:00');

    fireEvent(seek, pointer('pointerup', 240, 'touch'));
    fireEvent(seek, pointer('pointermove', 60, 'touch'));
    expect(onSeek).toHaveBeenCalledTimes(2);
  });

  it('leaves a mouse to the range input itself', () => {
    const onSeek = jest.fn();
    renderWithProviders(
      <SeekBar touch currentTime={0} duration={300} storyboard={storyboard} onSeek={onSeek} />,
    );
    const seek = screen.getByRole('slider', { name: 'Seek' });
    jest.spyOn(seek, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 40));
    fireEvent(seek, pointer('pointerdown', 150, 'mouse'));
    fireEvent(seek, pointer('pointermove', 240, 'mouse'));
    expect(onSeek).not.toHaveBeenCalled();
  });
});
