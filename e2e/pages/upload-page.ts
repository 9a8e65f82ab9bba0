import type { Locator, Page } from '@playwright/test';

export class UploadPage {
  readonly heading: Locator;
  readonly title: Locator;
  readonly description: Locator;
  readonly videoFile: Locator;
  readonly thumbnail: Locator;
  readonly submit: Locator;
  readonly progress: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Upload Video' });
    this.title = main.getByLabel('Video Title');
    this.description = main.getByLabel('Description');
    this.videoFile = main.getByLabel('Video File');
    this.thumbnail = main.getByLabel('Thumbnail Image');
    this.submit = main.getByRole('button', { name: 'Upload Video' });
    this.progress = main.getByRole('status').filter({ hasText: /^Uploading: \d+%$/ });
  }

  async open(): Promise<void> {
    await this.page.goto('/upload-video');
    await this.heading.waitFor();
  }
}
