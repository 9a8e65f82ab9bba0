import { renderWithProviders } from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { ChaptersPanel } from './chapters-panel';

const chapters = [
  { start: 0, end: 60, title: 'Intro' },
  { start: 60, end: 150, title: 'Tying the knot' },
  { start: 150, end: null, title: 'Testing it' },
];

/** The panel as the watch page holds it, with the player's "show chapters" as a button. */
function Panel({ onSeek }: { onSeek: (s: number) => void }) {
  const [open, setOpen] = useState(true);
  const [revealed, setRevealed] = useState(0);
  return (
    <>
      <ChaptersPanel
        chapters={chapters}
        current={1}
        onSeek={onSeek}
        open={open}
        onOpenChange={setOpen}
        revealCount={revealed}
      />
      <button type="button" onClick={() => setRevealed((count) => count + 1)}>
        Show chapters
      </button>
    </>
  );
}

describe('ChaptersPanel', () => {
  it('lists each chapter with its start, marks the one playing, and plays from one pressed', async () => {
    const onSeek = jest.fn();
    const { user } = renderWithProviders(<Panel onSeek={onSeek} />);
    const region = screen.getByRole('region', { name: 'Chapters' });
    const entries = within(region).getAllByRole('button', { name: /\d:\d\d/ });
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '0:00Intro',
      '1:00Tying the knot',
      '2:30Testing it',
    ]);
    expect(entries[1]).toHaveAttribute('aria-current', 'true');
    expect(entries[0]).not.toHaveAttribute('aria-current');

    await user.click(within(region).getByRole('button', { name: /Testing it/ }));
    expect(onSeek).toHaveBeenLastCalledWith(150);
  });

  it('is reached and used with the keyboard, and folds to its heading', async () => {
    const onSeek = jest.fn();
    const { user } = renderWithProviders(<Panel onSeek={onSeek} />);
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Chapters' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSeek).toHaveBeenLastCalledWith(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded, it still says which chapter plays.
    expect(screen.getByRole('button', { name: 'Chapters • Tying the knot' })).toBe(toggle);
    expect(screen.queryByRole('button', { name: /Intro/ })).not.toBeInTheDocument();
  });

  it('moves the focus to the chapter playing when the player asks for the list', async () => {
    const { user } = renderWithProviders(<Panel onSeek={jest.fn()} />);
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show chapters' }));
    expect(screen.getByRole('button', { name: /Tying the knot/ })).toHaveFocus();
  });

  it('draws nothing without chapters', () => {
    const { container } = renderWithProviders(
      <ChaptersPanel chapters={[]} current={0} onSeek={jest.fn()} open onOpenChange={jest.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
