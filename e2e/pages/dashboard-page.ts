import type { Locator, Page } from '@playwright/test';

/** /creator/dashboard with its 'My Content' and 'Analytics' tabs. */
export class DashboardPage {
  readonly heading: Locator;
  readonly contentTab: Locator;
  readonly analyticsTab: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Creator Dashboard' });
    this.contentTab = main.getByRole('tab', { name: 'My Content' });
    this.analyticsTab = main.getByRole('tab', { name: 'Analytics' });
    this.table = main.getByRole('region', { name: 'Your videos' });
  }

  async open(): Promise<void> {
    await this.page.goto('/creator/dashboard');
    await this.heading.waitFor();
  }

  editButton(title: string): Locator {
    return this.table.getByRole('button', { name: `Edit ${title}` });
  }

  deleteButton(title: string): Locator {
    return this.table.getByRole('button', { name: `Delete ${title}` });
  }

  tile(label: string): Locator {
    return this.page.getByRole('main').getByText(label, { exact: true });
  }
}
