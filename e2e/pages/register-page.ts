import type { Locator, Page } from '@playwright/test';
import type { TestUser } from '../support/users';

export class RegisterPage {
  readonly heading: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Create your account' });
    this.submit = page.getByRole('main').getByRole('button', { name: 'Register' });
  }

  async open(): Promise<void> {
    await this.page.goto('/register');
    await this.heading.waitFor();
  }

  async fill(user: TestUser, avatarPath?: string): Promise<void> {
    const main = this.page.getByRole('main');
    await main.getByLabel('Username').fill(user.username);
    await main.getByLabel('Full name').fill(user.fullName);
    await main.getByLabel('Email').fill(user.email);
    await main.getByLabel('Password').fill(user.password);
    if (avatarPath) await main.getByLabel('Avatar (optional)').setInputFiles(avatarPath);
  }
}
