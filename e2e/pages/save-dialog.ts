import type { Locator, Page } from '@playwright/test';

/** mfe-library's save-to-playlist dialog, as mounted on the watch page. */
export class SaveDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Save to playlist' });
  }

  async createPlaylist(name: string, description = ''): Promise<void> {
    await this.dialog.getByRole('button', { name: 'New playlist' }).click();
    const form = this.dialog.getByRole('group', { name: 'New playlist' });
    await form.getByLabel('Name').fill(name);
    if (description) await form.getByLabel('Description').fill(description);
    await form.getByRole('button', { name: 'Create Playlist' }).click();
  }

  removeButton(name: string): Locator {
    return this.dialog.getByRole('button', { name: `Remove: ${name}` });
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Done' }).click();
  }
}
