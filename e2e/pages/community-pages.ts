import type { Locator, Page } from '@playwright/test';

/** /add-tweet: the new-post composer. */
export class NewPostPage {
  readonly heading: Locator;
  readonly content: Locator;
  readonly post: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Create a New Post' });
    this.content = main.getByPlaceholder("What's happening?");
    this.post = main.getByRole('button', { name: 'Post', exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto('/add-tweet');
    await this.heading.waitFor();
  }
}
