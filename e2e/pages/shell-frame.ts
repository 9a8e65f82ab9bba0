import { expect, type Locator, type Page } from '@playwright/test';

/** What every screen shares: the fixed top bar, the sidebar and the main area. */
export class ShellFrame {
  readonly topBar: Locator;
  readonly sidebar: Locator;
  readonly main: Locator;
  readonly searchBox: Locator;
  readonly loginLink: Locator;
  readonly registerLink: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.locator('header').first();
    this.sidebar = page.locator('#app-sidebar');
    // The app's, never the server's drawing of the first screen, whose links are plain links
    // (a click there loads a new page): a test acts on the page once the app has taken over.
    this.main = page.locator('#root').getByRole('main');
    this.searchBox = page.getByRole('combobox', { name: 'Search videos' });
    this.loginLink = this.topBar.getByRole('link', { name: 'Login', exact: true });
    this.registerLink = this.topBar.getByRole('link', { name: 'Register', exact: true });
  }

  async search(term: string): Promise<void> {
    await this.searchBox.fill(term);
    await this.searchBox.press('Enter');
  }

  sidebarLink(name: string): Locator {
    return this.sidebar.getByRole('link', { name, exact: true });
  }

  accountButton(username: string): Locator {
    return this.page.getByRole('button', { name: `Account menu for ${username}` });
  }

  async logout(username: string): Promise<void> {
    await this.accountButton(username).click();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }

  /** A toast in the one toast container. */
  toast(text: string | RegExp): Locator {
    return this.page.locator('.Toastify').getByText(text);
  }

  async expectSignedOut(): Promise<void> {
    await expect(this.loginLink).toBeVisible();
  }

  /** The main area's screen heading. */
  heading(name: string | RegExp): Locator {
    return this.main.getByRole('heading', { level: 1, name });
  }
}
