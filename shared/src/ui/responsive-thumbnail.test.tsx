import { render, screen } from '@testing-library/react';
import { ResponsiveThumbnail } from './responsive-thumbnail';
import type { ThumbnailSources } from '../contract/video';

const file = (width: number, ext: string) => ({
  url: `/media/thumbnails/abc/${width}.${ext}`,
  width,
});
const sources: ThumbnailSources = {
  width: 1280,
  height: 640,
  webp: [file(320, 'webp'), file(640, 'webp'), file(1280, 'webp')],
  jpeg: [file(320, 'jpg'), file(640, 'jpg'), file(1280, 'jpg')],
};
const sizes = '(max-width: 600px) 100vw, 400px';

describe('ResponsiveThumbnail', () => {
  it('loads a priority thumbnail at once and first, any other one lazily', () => {
    const { container } = render(
      <>
        <ResponsiveThumbnail src="/a.webp" sources={sources} sizes={sizes} priority />
        <ResponsiveThumbnail src="/b.webp" sizes={sizes} priority />
        <ResponsiveThumbnail src="/c.webp" sources={sources} sizes={sizes} />
      </>,
    );
    const [first, second, third] = [...container.querySelectorAll('img')];
    for (const img of [first, second]) {
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).toHaveAttribute('fetchpriority', 'high');
    }
    expect(third).toHaveAttribute('loading', 'lazy');
    expect(third).not.toHaveAttribute('fetchpriority');
  });

  it('offers the WebP sizes first and the JPEG sizes to the <img>, with its intrinsic size', () => {
    const { container } = render(
      <ResponsiveThumbnail src="/media/thumbnails/abc/1280.webp" sources={sources} sizes={sizes} />,
    );
    const webp = container.querySelector('picture > source');
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(webp).toHaveAttribute(
      'srcset',
      '/media/thumbnails/abc/320.webp 320w, /media/thumbnails/abc/640.webp 640w, /media/thumbnails/abc/1280.webp 1280w',
    );
    expect(webp).toHaveAttribute('sizes', sizes);

    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute(
      'srcset',
      '/media/thumbnails/abc/320.jpg 320w, /media/thumbnails/abc/640.jpg 640w, /media/thumbnails/abc/1280.jpg 1280w',
    );
    // Browsers without srcset get the largest JPEG, which every browser decodes.
    expect(img).toHaveAttribute('src', '/media/thumbnails/abc/1280.jpg');
    expect(img).toHaveAttribute('sizes', sizes);
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '640');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('alt', '');
  });

  it('shows a single URL (an external video, an older upload) in a 16:9 box', () => {
    const { container } = render(
      <ResponsiveThumbnail src="https://i.ytimg.com/vi/x/hqdefault.jpg" sizes={sizes} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://i.ytimg.com/vi/x/hqdefault.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('loads eagerly when asked, and names the image when it says something', () => {
    render(
      <ResponsiveThumbnail
        src="/t.webp"
        sources={sources}
        sizes="320px"
        loading="eager"
        alt="Current thumbnail"
      />,
    );
    expect(screen.getByRole('img', { name: 'Current thumbnail' })).toHaveAttribute(
      'loading',
      'eager',
    );
  });
});
