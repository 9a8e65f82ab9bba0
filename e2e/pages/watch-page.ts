import { expect, type Locator, type Page } from '@playwright/test';

/** /watch/:videoId: the player, the channel row (Subscribe, Like, Save) and the comments. */
export class WatchPage {
  readonly main: Locator;
  readonly video: Locator;
  readonly likeButton: Locator;
  readonly saveButton: Locator;
  readonly shareButton: Locator;
  readonly subscribeButton: Locator;
  readonly subscribedButton: Locator;
  readonly commentBox: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.video = this.main.locator('video');
    this.likeButton = this.main.getByRole('button', { name: /^Like \(/ });
    this.saveButton = this.main.getByRole('button', { name: 'Save', exact: true });
    this.shareButton = this.main.getByRole('button', { name: 'Share', exact: true });
    this.subscribeButton = this.main.getByRole('button', { name: 'Subscribe', exact: true });
    this.subscribedButton = this.main.getByRole('button', { name: 'Subscribed', exact: true });
    this.commentBox = this.main.getByRole('textbox', { name: 'Add a comment' });
  }

  async open(videoId: string): Promise<void> {
    await this.page.goto(`/watch/${videoId}`);
  }

  title(text: string): Locator {
    return this.main.getByRole('heading', { level: 1, name: text });
  }

  async currentTime(): Promise<number> {
    return this.video.evaluate((element) => (element as HTMLVideoElement).currentTime);
  }

  /**
   * Plays muted (autoplay rules) and waits until the clock has really moved. A video that has
   * just become ready switches from its file to its streams, and that new load aborts a play()
   * asked for meanwhile: play is asked again until it holds.
   */
  async playAndExpectProgress(): Promise<void> {
    await expect(async () => {
      await this.video.evaluate(async (element) => {
        const video = element as HTMLVideoElement;
        video.muted = true;
        await video.play();
      });
    }).toPass({ timeout: 15_000 });
    await expect.poll(() => this.currentTime(), { timeout: 15_000 }).toBeGreaterThan(0.5);
  }

  async seekTo(seconds: number): Promise<void> {
    await this.video.evaluate(
      (element, target) =>
        new Promise<void>((resolve) => {
          const video = element as HTMLVideoElement;
          video.pause();
          video.addEventListener('seeked', () => resolve(), { once: true });
          video.currentTime = target;
        }),
      seconds,
    );
  }

  async postComment(text: string): Promise<void> {
    await this.commentBox.fill(text);
    await this.main.getByRole('button', { name: 'Comment', exact: true }).click();
  }

  comment(text: string): Locator {
    return this.main.getByRole('listitem').filter({ hasText: text });
  }

  commentsHeading(count: number): Locator {
    return this.main.getByRole('heading', {
      name: `${count} ${count === 1 ? 'Comment' : 'Comments'}`,
    });
  }
}
