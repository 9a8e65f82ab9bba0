import type { Locator, Page } from '@playwright/test';

export class LoginPage {
  readonly heading: Locator;
  /** The one field for an email address or a username. */
  readonly identifier: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Welcome Back' });
    this.identifier = page.getByLabel('Email or username');
    this.password = page.getByLabel('Password');
    this.submit = page.getByRole('main').getByRole('button', { name: 'Login' });
    this.error = page.getByRole('main').getByText('Invalid email or password.');
  }

  async open(): Promise<void> {
    await this.page.goto('/login');
    await this.heading.waitFor();
  }

  /** Signs in with an email address or a username. */
  async login(identifier: string, password: string): Promise<void> {
    await this.identifier.fill(identifier);
    await this.password.fill(password);
    await this.submit.click();
  }
}
