import type { Locator, Page } from '@playwright/test';

/** `/channel/:username/*`: the one header (banner, name, counts, tabs) and the tab under it. */
export class ChannelPage {
  readonly main: Locator;
  readonly banner: Locator;
  readonly name: Locator;
  readonly meta: Locator;
  readonly sections: Locator;
  readonly sort: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.banner = this.main.getByTestId('channel-banner');
    this.name = this.main.getByRole('heading', { level: 1 });
    this.meta = this.main.locator('header p').first();
    this.sections = page.getByRole('navigation', { name: 'Channel sections' });
    this.sort = this.main.getByRole('radiogroup', { name: 'Sort videos' });
  }

  async open(username: string, tab: '' | 'playlists' | 'community' | 'about' = ''): Promise<void> {
    await this.page.goto(`/channel/${encodeURIComponent(username)}${tab ? `/${tab}` : ''}`);
  }

  tab(name: 'Videos' | 'Playlists' | 'Community' | 'About'): Locator {
    return this.sections.getByRole('link', { name, exact: true });
  }

  region(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }
}
