import type { Locator, Page } from '@playwright/test';

/** The shell's uploads panel, in the bottom corner over every page while there are uploads. */
export class UploadsPanel {
  readonly root: Locator;
  readonly summary: Locator;
  readonly toggle: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Uploads' });
    this.summary = this.root.getByRole('heading', { level: 2 });
    this.toggle = this.root.getByRole('button', { name: /^(Hide|Show)$/ });
  }

  row(fileName: string): Locator {
    return this.root.getByRole('listitem').filter({ hasText: fileName });
  }

  progress(fileName: string): Locator {
    return this.root.getByRole('progressbar', { name: `Upload progress of ${fileName}` });
  }

  /** The whole percent the upload's bar shows. */
  async percent(fileName: string): Promise<number> {
    return Number((await this.progress(fileName).getAttribute('value')) ?? '0');
  }
}
