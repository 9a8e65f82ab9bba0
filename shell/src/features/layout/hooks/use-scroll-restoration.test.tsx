import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from '@kinora/shared';
import { useScrollRestoration } from './use-scroll-restoration';

/*
 * jsdom lays nothing out and does not scroll: the window here is 800 px high over a page 5000 px
 * tall, and `scrollTo` moves `scrollY` and tells the listeners, as a browser's would.
 */
let y = 0;
let pageHeight = 5000;

function scrollWindow(top: number) {
  y = top;
  window.dispatchEvent(new Event('scroll'));
}

// jsdom keeps these as plain values: they become readings of the page above.
Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
Object.defineProperty(window, 'innerHeight', { configurable: true, get: () => 800 });
Object.defineProperty(document.documentElement, 'scrollHeight', {
  configurable: true,
  get: () => pageHeight,
});

beforeEach(() => {
  y = 0;
  pageHeight = 5000;
  // The hook scrolls with `scrollTo(0, top)`.
  jest.spyOn(window, 'scrollTo').mockImplementation((_x?: unknown, top?: number) => {
    scrollWindow(top ?? 0);
  });
});

let navigate: ReturnType<typeof useNavigate> = () => undefined;

function Site() {
  useScrollRestoration();
  navigate = useNavigate();
  return <h2 id="comments">Comments</h2>;
}

function renderSite(start = '/explore') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <Site />
    </MemoryRouter>,
  );
}

const go = (to: string | number) =>
  act(async () => {
    await (typeof to === 'number' ? navigate(to) : navigate(to));
  });

describe('useScrollRestoration', () => {
  it('opens a new page at the top and brings Back to where the page was left', async () => {
    renderSite();
    expect(window.history.scrollRestoration).toBe('manual');
    scrollWindow(1200);

    await go('/watch/v1');
    expect(y).toBe(0);
    scrollWindow(300);

    await go(-1);
    expect(y).toBe(1200);
    await go(1);
    expect(y).toBe(300);
  });

  it('waits for a page that draws later to grow tall enough before restoring', async () => {
    jest.useFakeTimers();
    try {
      renderSite();
      scrollWindow(2400);
      await go('/watch/v1');
      // Back to a page whose content is still loading: only a screenful so far.
      pageHeight = 800;
      await go(-1);
      pageHeight = 5000;
      act(() => {
        jest.advanceTimersByTime(100);
      });
      expect(y).toBe(2400);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves the scroll alone when only the query changes, and goes to the anchor a hash names', async () => {
    // The heading sits 2000 px down the page, wherever the window is.
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => ({ top: 2000 - y, bottom: 2040 - y }) as DOMRect);
    renderSite('/channel/ann');
    scrollWindow(900);

    await go('/channel/ann?tab=oldest');
    expect(y).toBe(900);

    // Under the fixed top bar, not behind it.
    await go('/watch/v1#comments');
    expect(y).toBe(2000 - 56);

    // An anchor the page has brought into view itself stays where the page put it.
    scrollWindow(1500);
    await go('/post/p1#comments');
    expect(y).toBe(1500);
  });
});
