import type { Locator, Page } from '@playwright/test';

/** What every settings tab shares: the heading and the tabs. */
class SettingsTab {
  readonly main: Locator;
  readonly heading: Locator;
  readonly tabs: Locator;

  constructor(
    readonly page: Page,
    private readonly path: string,
    private readonly readyText: string | RegExp,
  ) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Settings' });
    this.tabs = this.main.getByRole('navigation', { name: 'Settings sections' });
  }

  async open(): Promise<void> {
    await this.page.goto(this.path);
    await this.main.getByText(this.readyText).first().waitFor();
  }

  tab(name: 'Profile' | 'Account' | 'Devices'): Locator {
    return this.tabs.getByRole('link', { name, exact: true });
  }
}

/** `/settings/profile`: banner, picture, name and description. */
export class ProfileSettingsPage extends SettingsTab {
  readonly bannerInput: Locator;
  readonly pictureInput: Locator;
  readonly name: Locator;
  readonly description: Locator;
  readonly save: Locator;

  constructor(page: Page) {
    super(page, '/settings/profile', 'Basic info');
    this.bannerInput = this.main.getByLabel('Banner image');
    this.pictureInput = this.main.getByLabel('Profile picture');
    this.name = this.main.getByLabel('Name', { exact: true });
    this.description = this.main.getByLabel('Description');
    this.save = this.main.getByRole('button', { name: 'Save changes' });
  }

  preview(fileName: string): Locator {
    return this.main.getByRole('img', { name: `Preview of ${fileName}` });
  }
}

/** `/settings/account`: email, password, deleting the account. */
export class AccountSettingsPage extends SettingsTab {
  readonly emailSection: Locator;
  readonly passwordSection: Locator;
  readonly deleteSection: Locator;

  constructor(page: Page) {
    super(page, '/settings/account', 'Change email');
    this.emailSection = this.main.getByRole('region', { name: 'Email', exact: true });
    this.passwordSection = this.main.getByRole('region', { name: 'Password', exact: true });
    this.deleteSection = this.main.getByRole('region', { name: 'Delete account' });
  }

  async changeEmail(email: string, currentPassword: string): Promise<void> {
    await this.emailSection.getByLabel('New email').fill(email);
    await this.emailSection.getByLabel('Current password').fill(currentPassword);
    await this.emailSection.getByRole('button', { name: 'Change email' }).click();
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.passwordSection.getByLabel('Current password').fill(current);
    await this.passwordSection.getByLabel('New password', { exact: true }).fill(next);
    await this.passwordSection.getByLabel('Confirm new password').fill(next);
    await this.passwordSection.getByRole('button', { name: 'Change password' }).click();
  }

  /** Opens the dialog, types the username and the password, and confirms. */
  async deleteAccount(username: string, password: string): Promise<void> {
    await this.deleteSection.getByRole('button', { name: 'Delete account' }).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByLabel(`Type ${username} to confirm`).fill(username);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
  }
}

/** `/settings/sessions`: the signed-in devices. */
export class DevicesSettingsPage extends SettingsTab {
  readonly list: Locator;
  readonly signOutAll: Locator;

  constructor(page: Page) {
    super(page, '/settings/sessions', 'Signed-in devices');
    this.list = this.main.getByRole('list', { name: 'Signed-in devices' });
    this.signOutAll = this.main.getByRole('button', { name: 'Sign out all other devices' });
  }

  devices(): Locator {
    return this.list.getByRole('listitem');
  }

  thisDevice(): Locator {
    return this.devices().filter({ hasText: 'This device' });
  }

  otherDevices(): Locator {
    return this.devices().filter({ hasNotText: 'This device' });
  }

  async confirmSignOutAll(): Promise<void> {
    await this.signOutAll.click();
    await this.page
      .getByRole('alertdialog', { name: 'Sign out all other devices?' })
      .getByRole('button', { name: 'Sign out all' })
      .click();
  }
}
