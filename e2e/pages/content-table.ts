import type { Locator, Page } from '@playwright/test';

/** The studio's 'Your videos' table on /creator/dashboard, one row per own video. */
export class ContentTable {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('main').getByRole('region', { name: 'Your videos' });
  }

  row(title: string): Locator {
    return this.region
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** 'Processing N%' while the ladder is made; gone once the video is ready. */
  processingStatus(title: string): Locator {
    return this.row(title).getByText(/^Processing \d+%$/);
  }

  failedStatus(title: string): Locator {
    return this.row(title).getByText('Failed', { exact: true });
  }

  retryButton(title: string): Locator {
    return this.row(title).getByRole('button', { name: `Retry processing ${title}` });
  }
}
