import type { Locator, Page } from '@playwright/test';

/** The Edit Video dialog the studio's Edit buttons open. */
export class EditVideoDialog {
  readonly root: Locator;
  readonly title: Locator;
  readonly visibility: Locator;
  readonly thumbnailInput: Locator;
  readonly currentThumbnail: Locator;
  readonly save: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Edit Video' });
    this.title = this.root.getByLabel('Video Title');
    this.visibility = this.root.getByRole('combobox', { name: 'Visibility' });
    this.thumbnailInput = this.root.getByLabel('Thumbnail Image');
    this.currentThumbnail = this.root.getByRole('img', { name: 'Current thumbnail' });
    this.save = this.root.getByRole('button', { name: 'Save', exact: true });
    this.cancel = this.root.getByRole('button', { name: 'Cancel', exact: true });
  }

  /** The preview of a newly chosen thumbnail file. */
  preview(fileName: string): Locator {
    return this.root.getByRole('img', { name: `Preview of ${fileName}` });
  }
}
