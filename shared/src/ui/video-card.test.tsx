import { render, screen } from '@testing-library/react';
import { makeExternalVideo, makeVideo } from '../test-utils/fixtures';
import { SensitiveContentProvider } from './sensitive-content';
import { KinoraThemeProvider } from './theme/kinora-theme-provider';
import { VideoCard } from './video-card';
import { toCardProps } from './video-card-props';
import type { SensitiveContentMode } from '../contract/video';

function renderCard(ui: React.ReactElement) {
  return render(<KinoraThemeProvider>{ui}</KinoraThemeProvider>);
}

const longTitle = 'An extremely long video title that keeps going well past fifty characters';

describe('VideoCard', () => {
  it('cuts a long title to 50 characters plus ... but keeps the full title as its name', () => {
    const video = makeVideo({ _id: 'a'.repeat(24), title: longTitle });
    renderCard(<VideoCard {...toCardProps(video)} />);
    expect(screen.getByText(`${longTitle.slice(0, 50)}...`)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: longTitle });
    expect(link).toHaveAttribute('href', `/watch/${'a'.repeat(24)}`);
  });

  it('links the owner of an own video, by their display name, to the channel and shows compact views', () => {
    const video = makeVideo({
      views: 1_500_000,
      owner: { _id: 'o'.repeat(24), username: 'ann', fullName: 'Ann Lee', avatar: '' },
      duration: 3725,
    });
    renderCard(<VideoCard {...toCardProps(video)} />);
    expect(screen.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/channel/ann');
    expect(screen.getByText('1.5M views')).toBeInTheDocument();
    expect(screen.getByText('1:02:05')).toBeInTheDocument();
  });

  it('shows an external channel title as plain text and links to the external id', () => {
    const video = makeExternalVideo({ videoId: 'dQw4w9WgXcQ', channelTitle: 'Rick', views: 999 });
    renderCard(<VideoCard {...toCardProps(video)} />);
    expect(screen.getByText('Rick')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rick' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: video.title })).toHaveAttribute(
      'href',
      '/watch/dQw4w9WgXcQ',
    );
    expect(screen.getByText('999 views')).toBeInTheDocument();
  });

  it('offers the sizes of an external thumbnail when the provider has them', () => {
    const sized = (ext: string) =>
      [320, 640, 1280].map((width) => ({ url: `/yt/abc/${width}.${ext}`, width }));
    const video = makeExternalVideo({
      title: 'Sized',
      thumbnailSources: { width: 1280, height: 720, webp: sized('webp'), jpeg: sized('jpg') },
    });
    const { container } = renderCard(<VideoCard {...toCardProps(video)} />);
    expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/yt/abc/320.webp 320w, /yt/abc/640.webp 640w, /yt/abc/1280.webp 1280w',
    );
    expect(container.querySelector('img')).toHaveAttribute('width', '1280');
  });

  it('shows the relative time when the date is known', () => {
    const createdAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    renderCard(<VideoCard {...toCardProps(makeVideo({ createdAt }))} />);
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
  });

  it('marks a partly watched video with a red bar and a spoken "Watched N%"', () => {
    const video = makeVideo({ title: 'Half way', duration: 200, resumePosition: 90 });
    const { container } = renderCard(<VideoCard {...toCardProps(video)} />);
    expect(screen.getByText('Watched 45%')).toBeInTheDocument();
    const bar = container.querySelector('[aria-hidden="true"] > span[style]');
    expect(bar).toHaveStyle({ width: '45%' });
  });

  it('draws an own video thumbnail from its sizes, narrower in a row than in the grid', () => {
    const url = (width: number, ext: string) => ({ url: `/t/${width}.${ext}`, width });
    const video = makeVideo({
      thumbnailSources: {
        width: 1280,
        height: 720,
        webp: [url(320, 'webp'), url(1280, 'webp')],
        jpeg: [url(320, 'jpg'), url(1280, 'jpg')],
      },
    });
    const grid = renderCard(<VideoCard {...toCardProps(video)} />);
    const gridImage = grid.container.querySelector('picture > img');
    expect(gridImage).toHaveAttribute('srcset', '/t/320.jpg 320w, /t/1280.jpg 1280w');
    expect(gridImage).toHaveAttribute('width', '1280');
    expect(gridImage).toHaveAttribute('height', '720');
    expect(gridImage?.getAttribute('sizes')).toContain('100vw');
    grid.unmount();
    const row = renderCard(<VideoCard {...toCardProps(video)} layout="row" />);
    expect(row.container.querySelector('picture > source')).toHaveAttribute('sizes', '168px');
  });

  it("keeps an external video's single thumbnail in a sized box", () => {
    const video = makeExternalVideo({ thumbnail: 'https://i.ytimg.com/vi/x/hqdefault.jpg' });
    const { container } = renderCard(<VideoCard {...toCardProps(video)} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://i.ytimg.com/vi/x/hqdefault.jpg');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
  });

  it('shows no watched bar for a video the viewer has not started', () => {
    const { container } = renderCard(<VideoCard {...toCardProps(makeVideo({ duration: 200 }))} />);
    expect(screen.queryByText(/^Watched/)).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"] > span[style]')).toBeNull();
  });

  it('shows the YouTube badge only when asked, and leads where watchHref says', () => {
    const video = makeExternalVideo({ videoId: 'abcdefghijk', title: 'Saved from YouTube' });
    const { unmount } = renderCard(<VideoCard {...toCardProps(video)} />);
    expect(screen.queryByText('YouTube')).not.toBeInTheDocument();
    unmount();
    renderCard(
      <VideoCard {...toCardProps(video)} external watchHref="/watch/abcdefghijk?list=p1" />,
    );
    expect(screen.getByText('YouTube')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saved from YouTube' })).toHaveAttribute(
      'href',
      '/watch/abcdefghijk?list=p1',
    );
  });

  describe('a sensitive video', () => {
    const thumbnailOf = (container: HTMLElement) => container.querySelector('img');
    const renderIn = (mode: SensitiveContentMode, sensitive: boolean) =>
      renderCard(
        <SensitiveContentProvider value={mode}>
          <VideoCard {...toCardProps(makeVideo({ title: 'Surgery up close', sensitive }))} />
        </SensitiveContentProvider>,
      );

    it('is blurred with a Sensitive label for a viewer who chose blur', () => {
      const { container } = renderIn('blur', true);
      expect(screen.getByText('Sensitive')).toBeInTheDocument();
      expect(thumbnailOf(container)).toHaveStyle({ filter: 'blur(16px) brightness(0.8)' });
      // Still the one link named by its title: the label adds words, not a stop.
      expect(screen.getByRole('link', { name: 'Surgery up close' })).toBeInTheDocument();
    });

    it.each(['show', 'hide'] as const)('is drawn as any other in %s mode', (mode) => {
      const { container } = renderIn(mode, true);
      expect(screen.queryByText('Sensitive')).not.toBeInTheDocument();
      expect(thumbnailOf(container)).not.toHaveStyle({ filter: 'blur(16px) brightness(0.8)' });
    });

    it('is blurred where nobody said otherwise: the server’s first paint, as visitors get it', () => {
      const { container } = renderCard(
        <VideoCard {...toCardProps(makeVideo({ sensitive: true }))} />,
      );
      expect(screen.getByText('Sensitive')).toBeInTheDocument();
      expect(thumbnailOf(container)).toHaveStyle({ filter: 'blur(16px) brightness(0.8)' });
    });

    it('leaves a video that is not sensitive alone in blur mode', () => {
      const { container } = renderIn('blur', false);
      expect(screen.queryByText('Sensitive')).not.toBeInTheDocument();
      expect(thumbnailOf(container)).not.toHaveStyle({ filter: 'blur(16px) brightness(0.8)' });
    });
  });
});
