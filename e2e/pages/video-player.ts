import { expect, type Locator, type Page } from '@playwright/test';

/** The watch page's own player: the `<video>`, its custom control bar and the shortcuts help. */
export class VideoPlayer {
  readonly video: Locator;
  /** The player's box: the `<video>` and every control drawn over it. */
  readonly frame: Locator;
  readonly processingNotice: Locator;
  readonly playButton: Locator;
  readonly pauseButton: Locator;
  readonly muteButton: Locator;
  readonly fullscreenButton: Locator;
  readonly exitFullscreenButton: Locator;
  readonly theatreButton: Locator;
  readonly qualityButton: Locator;
  readonly qualityMenu: Locator;
  readonly speedButton: Locator;
  readonly speedMenu: Locator;
  readonly shortcutsDialog: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.video = main.locator('video');
    this.frame = this.video.locator('xpath=..');
    this.processingNotice = main
      .getByRole('status')
      .filter({ hasText: /^This video is processing \(\d+%\)…$/ });
    this.playButton = main.getByRole('button', { name: 'Play', exact: true });
    this.pauseButton = main.getByRole('button', { name: 'Pause', exact: true });
    this.muteButton = main.getByRole('button', { name: /^(Mute|Unmute)$/ });
    this.fullscreenButton = main.getByRole('button', { name: 'Full screen', exact: true });
    this.exitFullscreenButton = main.getByRole('button', { name: 'Exit full screen', exact: true });
    this.theatreButton = main.getByRole('button', { name: 'Theatre mode', exact: true });
    this.qualityButton = main.getByRole('button', { name: /^Quality: / });
    this.qualityMenu = main.getByRole('menu', { name: 'Quality' });
    this.speedButton = main.getByRole('button', { name: /^Playback speed: / });
    this.speedMenu = main.getByRole('menu', { name: 'Playback speed' });
    this.shortcutsDialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  }

  /** What the `<video>` element reports; read from the page, never from our own modules. */
  async state(): Promise<{
    currentTime: number;
    duration: number;
    paused: boolean;
    muted: boolean;
    playbackRate: number;
  }> {
    return this.video.evaluate((element) => {
      const video = element as HTMLVideoElement;
      const { currentTime, duration, paused, muted, playbackRate } = video;
      return { currentTime, duration, paused, muted, playbackRate };
    });
  }

  async currentTime(): Promise<number> {
    return (await this.state()).currentTime;
  }

  /** Starts muted (autoplay rules in headless Chromium) and waits until the clock has moved. */
  async playMutedAndExpectProgress(): Promise<number> {
    const from = await this.currentTime();
    await this.video.evaluate(async (element) => {
      const video = element as HTMLVideoElement;
      video.muted = true;
      await video.play();
    });
    await expect
      .poll(() => this.currentTime(), { timeout: 15_000, message: 'the video clock advances' })
      .toBeGreaterThan(from + 0.3);
    return this.currentTime();
  }

  qualityOption(label: string): Locator {
    return this.qualityMenu.getByRole('menuitemradio', { name: label, exact: true });
  }

  /** What a key just did, shown over the picture for a moment ("Forward 5 seconds"). */
  feedback(text: string | RegExp): Locator {
    return this.page.getByRole('main').getByRole('status').filter({ hasText: text });
  }

  speedOption(label: string): Locator {
    return this.speedMenu.getByRole('menuitemradio', { name: label, exact: true });
  }

  async chooseQuality(label: string): Promise<void> {
    await this.qualityButton.click();
    await this.qualityOption(label).click();
  }

  async chooseSpeed(label: string): Promise<void> {
    await this.speedButton.click();
    await this.speedOption(label).click();
  }

  /** Seeks like a person dragging the bar would end up: paused, at `seconds`, seek finished. */
  async seekTo(seconds: number): Promise<void> {
    await this.video.evaluate(
      (element, target) =>
        new Promise<void>((resolve) => {
          const video = element as HTMLVideoElement;
          video.addEventListener('seeked', () => resolve(), { once: true });
          video.currentTime = target;
        }),
      seconds,
    );
  }
}
