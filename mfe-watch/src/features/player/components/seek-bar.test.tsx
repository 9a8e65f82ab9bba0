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

describe('SeekBar with chapters', () => {
  const chapters = [
    { start: 0, end: 60, title: 'Intro' },
    { start: 60, end: 150, title: 'Tying the knot' },
    { start: 150, end: 300, title: 'Testing it' },
  ];

  it('cuts the line into one segment per chapter, each played as far as playback got', () => {
    renderWithProviders(
      <SeekBar
        currentTime={90}
        duration={300}
        storyboard={[]}
        chapters={chapters}
        onSeek={jest.fn()}
      />,
    );
    const segments = screen.getAllByTestId('chapter-segment');
    expect(segments.map((segment) => [segment.style.left, segment.style.width])).toEqual([
      ['0%', '20%'],
      ['20%', '30%'],
      ['50%', '50%'],
    ]);
    expect(segments.map((segment) => segment.style.getPropertyValue('--filled'))).toEqual([
      '100%',
      `${(30 / 90) * 100}%`,
      '0%',
    ]);
  });

  it('draws one line without chapters', () => {
    renderWithProviders(
      <SeekBar currentTime={90} duration={300} storyboard={[]} onSeek={jest.fn()} />,
    );
    expect(screen.queryAllByTestId('chapter-segment')).toHaveLength(0);
    expect(screen.getByTestId('seek-segments').children).toHaveLength(1);
  });

  it('names the chapter under the pointer above its time', () => {
    renderWithProviders(
      <SeekBar
        currentTime={0}
        duration={300}
        storyboard={storyboard}
        chapters={chapters}
        onSeek={jest.fn()}
      />,
    );
    const seek = screen.getByRole('slider', { name: 'Seek' });
    jest.spyOn(seek, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 16));
    fireEvent(seek, pointer('pointermove', 100, 'mouse'));
    expect(screen.getByTestId('seek-preview-chapter')).toHaveTextContent('Tying the knot');
    expect(screen.getByTestId('seek-preview')).toHaveTextContent('1:40');
    fireEvent(seek, pointer('pointermove', 200, 'mouse'));
    expect(screen.getByTestId('seek-preview-chapter')).toHaveTextContent('Testing it');
  });

  it('names none without chapters', () => {
    renderWithProviders(
      <SeekBar currentTime={0} duration={300} storyboard={storyboard} onSeek={jest.fn()} />,
    );
    const seek = screen.getByRole('slider', { name: 'Seek' });
    jest.spyOn(seek, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 16));
    fireEvent(seek, pointer('pointermove', 100, 'mouse'));
    expect(screen.getByTestId('seek-preview')).toHaveTextContent('1:40');
    expect(screen.queryByTestId('seek-preview-chapter')).not.toBeInTheDocument();
  });
});
