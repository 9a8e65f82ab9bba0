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
    await expect(box, 'the top bar keeps the query on its results').toHaveValue(term);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveCount(0);
    await expect(community.getByRole('link', { name: title }).first()).toBeVisible();
    // Cards link their title and thumbnail; the first video link of the section is our video.
    await expect(community.locator('a[href^="/watch/"]').first()).toHaveAccessibleName(title);
  }
  await page.screenshot({ path: path.join(SCREENS_DIR, 'search-results.png'), fullPage: false });

  // A misspelt word is offered as the titles spell it, and the offer opens those results.
  await box.fill('perfekt rice');
  await box.press('Enter');
  const correction = page.getByRole('link', { name: 'perfect rice', exact: true });
  await expect(correction).toBeVisible();
  await expect(page.getByText('Did you mean perfect rice?')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS_DIR, 'search-did-you-mean.png') });
  await correction.click();
  await expect(page).toHaveURL(/\/results\?search_query=perfect\+rice$/);
  await expect(box).toHaveValue('perfect rice');
  // Back to the misspelt results: the box follows the page's query.
  await page.goBack();
  await expect(box).toHaveValue('perfekt rice');
});
