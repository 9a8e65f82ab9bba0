import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { uploadByApi } from '../support/content';
import { newUser, registerByApi } from '../support/users';
import { ShellFrame } from '../pages/shell-frame';

const SCREENS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

test('own videos come first in search, typos included', async ({ page }) => {
  const creator = newUser('cook');
  const token = await registerByApi(page.request, creator);
  const title = `Perfect rice ${randomBytes(3).toString('hex')}`;
  await uploadByApi(page.request, token, title, 'Fluffy every time, from the end-to-end suite.');

  await page.goto('/');
  const box = new ShellFrame(page).searchBox;
  const community = page.getByRole('region', { name: /From the community/ });

  for (const term of ['rice', 'ryce']) {
    await box.fill(term);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/results\\?search_query=${term}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for: "${term}"`);
    await expect(box, 'the box clears itself on submit').toHaveValue('');
    await expect(page.getByRole('searchbox', { name: 'Refine search' })).toHaveValue(term);
    await expect(community.getByRole('link', { name: title }).first()).toBeVisible();
    // Cards link their title and thumbnail; the first video link of the section is our video.
    await expect(community.locator('a[href^="/watch/"]').first()).toHaveAccessibleName(title);
  }
  await page.screenshot({ path: path.join(SCREENS_DIR, 'search-results.png'), fullPage: false });
});
