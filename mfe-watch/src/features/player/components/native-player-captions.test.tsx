import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pickCaptions } from '../hooks/use-captions';
import { renderPlayer } from './player-test-utils';
import type { Caption } from '@kinora/shared';

jest.mock('hls.js/light', () => jest.requireActual<object>('../../../test/fake-hls'));

const CAPTIONS: Caption[] = [
  {
    id: 'c'.repeat(24),
    language: 'en',
    label: 'English',
    url: '/api/v1/media/captions/en.vtt',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 'd'.repeat(24),
    language: 'pt-BR',
    label: 'Português (Brasil)',
    url: '/api/v1/media/captions/pt.vtt',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

/** jsdom gives a `<track>` no TextTrack: each gets one whose mode the player sets. */
function fakeTracks(video: HTMLVideoElement): Record<string, { mode: TextTrackMode }> {
  const modes: Record<string, { mode: TextTrackMode }> = {};
  video.querySelectorAll('track').forEach((element) => {
    const track = { mode: 'disabled' as TextTrackMode };
    modes[element.srclang] = track;
    Object.defineProperty(element, 'track', { configurable: true, value: track });
  });
  return modes;
}

beforeEach(() => localStorage.clear());

describe('NativePlayer captions', () => {
  it('gives the video a subtitles track per language, all off at first', () => {
    const { video } = renderPlayer({ captions: CAPTIONS });
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((t) => [t.kind, t.srclang, t.label, t.getAttribute('src')])).toEqual([
      ['subtitles', 'en', 'English', '/api/v1/media/captions/en.vtt'],
      ['subtitles', 'pt-BR', 'Português (Brasil)', '/api/v1/media/captions/pt.vtt'],
    ]);
    expect(screen.getByRole('button', { name: 'Subtitles/closed captions' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('turns captions on and off with the CC button and the c key, remembering the choice', () => {
    const { video } = renderPlayer({ captions: CAPTIONS });
    const modes = fakeTracks(video);
    const cc = screen.getByRole('button', { name: 'Subtitles/closed captions' });
    fireEvent.click(cc);
    expect(cc).toHaveAttribute('aria-pressed', 'true');
    expect(modes.en?.mode).toBe('showing');
    expect(modes['pt-BR']?.mode).toBe('disabled');
    expect(localStorage.getItem('kinora:captions')).toBe('en');

    fireEvent.keyDown(document.body, { key: 'c' });
    expect(cc).toHaveAttribute('aria-pressed', 'false');
    expect(modes.en?.mode).toBe('disabled');
    expect(localStorage.getItem('kinora:captions')).toBe('off');
  });

  it('picks a language from the captions menu, and the next video starts with it', () => {
    const first = renderPlayer({ captions: CAPTIONS });
    const modes = fakeTracks(first.video);
    fireEvent.click(screen.getByRole('button', { name: /Subtitles\/CC/ }));
    fireEvent.click(within(screen.getByRole('menu')).getByText('Português (Brasil)'));
    expect(modes['pt-BR']?.mode).toBe('showing');
    expect(modes.en?.mode).toBe('disabled');
    first.unmount();

    renderPlayer({ captions: CAPTIONS });
    expect(screen.getByRole('button', { name: 'Subtitles/closed captions' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows no captions controls, and ignores c, for a video without captions', () => {
    renderPlayer();
    expect(screen.queryByRole('button', { name: 'Subtitles/closed captions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Subtitles\/CC/ })).toBeNull();
    const event = fireEvent.keyDown(document.body, { key: 'c' });
    expect(event).toBe(true);
  });
});

describe('NativePlayer caption style', () => {
  it('sets the size and background from the captions menu, for this video and the next', () => {
    const first = renderPlayer({ captions: CAPTIONS });
    const frame = () => first.video.parentElement;
    expect(frame()).toHaveAttribute('data-caption-size', '100');
    expect(frame()).toHaveAttribute('data-caption-background', 'translucent');

    fireEvent.click(screen.getByRole('button', { name: /Subtitles\/CC/ }));
    const sizes = within(screen.getByRole('group', { name: 'Caption size' }));
    expect(sizes.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      '50%',
      '75%',
      '100%',
      '150%',
      '200%',
    ]);
    expect(sizes.getByRole('menuitemradio', { name: '100%' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    fireEvent.click(sizes.getByRole('menuitemradio', { name: '150%' }));
    expect(frame()).toHaveAttribute('data-caption-size', '150');

    fireEvent.click(screen.getByRole('button', { name: /Subtitles\/CC/ }));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Caption background' })).getByRole('menuitemradio', {
        name: 'None',
      }),
    );
    expect(frame()).toHaveAttribute('data-caption-background', 'none');
    first.unmount();

    const next = renderPlayer({ captions: CAPTIONS });
    expect(next.video.parentElement).toHaveAttribute('data-caption-size', '150');
    expect(next.video.parentElement).toHaveAttribute('data-caption-background', 'none');
  });

  it('reaches the style groups with the arrow keys after the languages', () => {
    renderPlayer({ captions: CAPTIONS });
    fireEvent.click(screen.getByRole('button', { name: /Subtitles\/CC/ }));
    const menu = screen.getByRole('menu');
    // Off, Auto, two languages: the fifth item down is the first size.
    for (let i = 0; i < 4; i += 1) fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toHaveTextContent('50%');
    fireEvent.keyDown(menu, { key: 'Enter' });
    expect(screen.getByLabelText('Video player: Clip').parentElement).toHaveAttribute(
      'data-caption-size',
      '50',
    );
  });

  it('reads a stored style it does not know as the default', () => {
    localStorage.setItem('kinora:caption-style', '{"size":"900","background":"pink"}');
    const { video } = renderPlayer({ captions: CAPTIONS });
    expect(video.parentElement).toHaveAttribute('data-caption-size', '100');
    expect(video.parentElement).toHaveAttribute('data-caption-background', 'translucent');
  });
});

describe('NativePlayer captions on Auto', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('shows the captions of the interface’s language, and keeps following it', () => {
    document.documentElement.lang = 'pt-BR';
    const first = renderPlayer({ captions: CAPTIONS });
    const modes = fakeTracks(first.video);
    fireEvent.click(screen.getByRole('button', { name: /Subtitles\/CC/ }));
    fireEvent.click(within(screen.getByRole('menu')).getByText('Auto (Português (Brasil))'));
    expect(modes['pt-BR']?.mode).toBe('showing');
    expect(localStorage.getItem('kinora:captions')).toBe('auto');
    first.unmount();

    // The next video has none in the language: Auto shows none, and says so.
    renderPlayer({ captions: CAPTIONS.slice(0, 1) });
    expect(screen.getByRole('button', { name: 'Subtitles/closed captions' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: /Subtitles\/CC/ })).toHaveTextContent('Off');
    fireEvent.click(screen.getByRole('button', { name: /Subtitles\/CC/ }));
    expect(
      within(screen.getByRole('menu')).getByRole('menuitemradio', {
        name: /Auto \(none in português/i,
      }),
    ).toHaveAttribute('aria-checked', 'true');
  });
});

describe('pickCaptions', () => {
  it('on Auto, takes the interface’s language the same way', () => {
    expect(pickCaptions(CAPTIONS, 'auto', 'en-US')).toBe('en');
    expect(pickCaptions(CAPTIONS, 'auto', 'pt-PT')).toBe('pt-BR');
    expect(pickCaptions(CAPTIONS, 'auto', 'de')).toBeNull();
  });

  it('takes the remembered language, else one of its base language, else none', () => {
    expect(pickCaptions(CAPTIONS, 'pt-BR')).toBe('pt-BR');
    expect(pickCaptions(CAPTIONS, 'pt-PT')).toBe('pt-BR');
    expect(pickCaptions(CAPTIONS, 'en-GB')).toBe('en');
    expect(pickCaptions(CAPTIONS, 'fr')).toBeNull();
    expect(pickCaptions(CAPTIONS, 'off')).toBeNull();
    expect(pickCaptions(CAPTIONS, null)).toBeNull();
  });
});

describe('NativePlayer captions kept on another origin', () => {
  const DISTANT: Caption = {
    id: 'e'.repeat(24),
    language: 'fr',
    label: 'Français',
    url: 'https://media.example/captions/fr.vtt',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour\n';
  const revoked: string[] = [];
  const fetched: RequestInit[] = [];
  // jsdom has no object URLs, and the test's fetch answers the one distant file.
  const replace = (target: object, name: string, value: unknown) =>
    Object.defineProperty(target, name, { configurable: true, writable: true, value });
  const originals = {
    createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
    fetch: Object.getOwnPropertyDescriptor(globalThis, 'fetch'),
  };

  beforeEach(() => {
    revoked.length = 0;
    fetched.length = 0;
    replace(URL, 'createObjectURL', () => 'blob:https://kinora.example/fr-copy');
    replace(URL, 'revokeObjectURL', (url: string) => revoked.push(url));
    replace(globalThis, 'fetch', (input: string, init?: RequestInit) => {
      fetched.push({ ...init });
      const ok = input === DISTANT.url;
      return Promise.resolve(new Response(ok ? VTT : 'gone', { status: ok ? 200 : 404 }));
    });
  });
  afterEach(() => {
    for (const [name, descriptor] of Object.entries(originals)) {
      const target = name === 'fetch' ? globalThis : URL;
      if (descriptor) Object.defineProperty(target, name, descriptor);
      else Reflect.deleteProperty(target, name);
    }
  });

  it('reads the file in CORS mode and gives its track a local copy; a same-origin file keeps its address', async () => {
    const { video, unmount } = renderPlayer({ captions: [CAPTIONS[0] as Caption, DISTANT] });
    // The distant track waits for its copy; the video element is never put in CORS mode.
    expect([...video.querySelectorAll('track')].map((t) => t.srclang)).toEqual(['en']);
    await waitFor(() => expect(video.querySelectorAll('track')).toHaveLength(2));
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((t) => t.getAttribute('src'))).toEqual([
      '/api/v1/media/captions/en.vtt',
      'blob:https://kinora.example/fr-copy',
    ]);
    expect(video).not.toHaveAttribute('crossorigin');
    expect(fetched).toEqual([expect.objectContaining({ mode: 'cors', credentials: 'omit' })]);
    unmount();
    expect(revoked).toEqual(['blob:https://kinora.example/fr-copy']);
  });

  it('leaves out a distant file that cannot be read', async () => {
    const { video } = renderPlayer({
      captions: [{ ...DISTANT, url: 'https://media.example/captions/missing.vtt' }],
    });
    await waitFor(() => expect(fetched).toHaveLength(1));
    await act(async () => {
      await Promise.resolve();
    });
    expect(video.querySelectorAll('track')).toHaveLength(0);
  });
});
