import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { createPostByApi, uploadByApi } from '../support/content';
import { newUser, registerAccount, signIn } from '../support/users';
import type { Locator, Page } from '@playwright/test';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

/** The header every `/channel/:username/*` tab shows above its own content. */
class ChannelHeader {
  readonly root: Locator;
  readonly avatar: Locator;
  readonly name: Locator;
  readonly meta: Locator;
  readonly subscribe: Locator;
  readonly sections: Locator;

  constructor(page: Page) {
    this.root = page
      .getByRole('main')
      .locator('header')
      .filter({ has: page.locator('h1') });
    this.avatar = this.root.locator('img').first();
    this.name = this.root.getByRole('heading', { level: 1 });
    this.meta = this.root.locator('p').first();
    this.subscribe = this.root.getByRole('button', { name: 'Subscribe', exact: true });
    this.sections = page.getByRole('navigation', { name: 'Channel sections' });
  }

  /** What must not change between tabs: where the avatar is and how big, and the texts. */
  async snapshot() {
    const box = await this.avatar.boundingBox();
    if (!box) throw new Error('The channel avatar is not visible.');
    return {
      avatar: { x: Math.round(box.x), y: Math.round(box.y), size: Math.round(box.width) },
      avatarHeight: Math.round(box.height),
      name: await this.name.innerText(),
      meta: (await this.meta.innerText()).replace(/\s+/g, ' ').trim(),
      subscribeVisible: await this.subscribe.isVisible(),
    };
  }
}

for (const width of [1280, 390]) {
  test(`both channel tabs show the same header at ${width}px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    mkdirSync(SCREENS_DIR, { recursive: true });

    const creator = newUser('chan');
    const account = await registerAccount(request, creator);
    const title = `Header tour ${creator.username}`;
    await uploadByApi(request, account.token, title);
    const post = `A post under the same header, ${creator.username}`;
    await createPostByApi(request, account.token, post);

    // A signed-in visitor who does not own the channel: Subscribe on both tabs.
    const visitor = newUser('visitor');
    await registerAccount(request, visitor);
    await signIn(page, visitor);

    const header = new ChannelHeader(page);
    const main = page.getByRole('main');
    const tabs = [
      {
        name: 'videos',
        path: `/channel/${creator.username}`,
        ready: main.getByRole('link', { name: title }).first(),
      },
      {
        name: 'community',
        path: `/channel/${creator.username}/community`,
        ready: main.getByText(post),
      },
    ];

    const seen: Awaited<ReturnType<ChannelHeader['snapshot']>>[] = [];
    for (const tab of tabs) {
      await page.goto(tab.path);
      await expect(tab.ready).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(header.name).toHaveText(creator.fullName);
      await expect(header.subscribe).toBeVisible();
      await expect(header.sections.locator('[aria-current="page"]')).toHaveText(
        tab.name === 'videos' ? 'Videos' : 'Community',
      );
      await page.screenshot({
        path: path.join(SCREENS_DIR, `channel-header-${tab.name}-${width}.png`),
        fullPage: true,
      });
      seen.push(await header.snapshot());
    }

    const [videos, community] = seen;
    expect(videos?.avatar.size).toBe(112);
    expect(videos?.avatarHeight).toBe(112);
    expect(videos?.meta).toBe(`@${creator.username} • 0 subscribers • 1 video`);
    expect(videos?.subscribeVisible).toBe(true);
    expect(community).toEqual(videos);
  });
}
