import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HorizontalScroller } from './horizontal-scroller';
import { KinoraThemeProvider } from './theme/kinora-theme-provider';
import { VideoGrid } from './video-grid';

describe('HorizontalScroller', () => {
  it('is a region named by its title with five skeleton cards while loading', () => {
    render(
      <KinoraThemeProvider>
        <HorizontalScroller title="Tech Reviews" loading>
          <p>never</p>
        </HorizontalScroller>
      </KinoraThemeProvider>,
    );
    expect(screen.getByRole('region', { name: 'Tech Reviews' })).toBeInTheDocument();
    expect(screen.getAllByTestId('video-card-skeleton')).toHaveLength(5);
    expect(screen.queryByText('never')).not.toBeInTheDocument();
  });

  it('enables the scroll buttons only when there is more to see, and scrolls', async () => {
    render(
      <KinoraThemeProvider>
        <HorizontalScroller title="Live Gaming Streams">
          <p>card</p>
        </HorizontalScroller>
      </KinoraThemeProvider>,
    );
    const track = screen.getByText('card').parentElement as HTMLElement;
    Object.defineProperty(track, 'scrollWidth', { value: 2000, configurable: true });
    Object.defineProperty(track, 'clientWidth', { value: 1000, configurable: true });
    const scrollBy = jest.fn();
    track.scrollBy = scrollBy;
    act(() => {
      track.dispatchEvent(new Event('scroll'));
    });

    // The buttons are hidden on phones (touch scrolls); jsdom applies that media-less default.
    const right = screen.getByRole('button', { name: 'Scroll right', hidden: true });
    expect(right).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Scroll left', hidden: true })).toBeDisabled();
    await userEvent.setup().click(right);
    expect(scrollBy).toHaveBeenCalledWith({ left: 900, behavior: 'smooth' });
  });
});

describe('VideoGrid', () => {
  it('shows 12 skeletons and a status while loading, then the cards', () => {
    const { rerender } = render(
      <KinoraThemeProvider>
        <VideoGrid loading />
      </KinoraThemeProvider>,
    );
    expect(screen.getAllByTestId('video-card-skeleton')).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Loading videos...');
    rerender(
      <KinoraThemeProvider>
        <VideoGrid>
          <p>A card</p>
        </VideoGrid>
      </KinoraThemeProvider>,
    );
    expect(screen.queryByTestId('video-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('A card')).toBeInTheDocument();
  });
});
