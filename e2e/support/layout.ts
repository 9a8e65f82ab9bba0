import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What scrolls sideways: the page itself, or a region inside it (a table's), each as
 * `what: content width > box width`. A phone should only ever scroll down.
 */
export async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      found.push(`the page: ${root.scrollWidth} > ${window.innerWidth}`);
    }
    for (const region of Array.from(document.querySelectorAll<HTMLElement>('[role="region"]'))) {
      // A pixel of rounding is not a scrollbar.
      if (region.scrollWidth > region.clientWidth + 1) {
        const name = region.getAttribute('aria-label') ?? region.id;
        found.push(`region "${name}": ${region.scrollWidth} > ${region.clientWidth}`);
      }
    }
    return found;
  });
}

/**
 * `control` is drawn wholly inside the viewport and nothing covers it: a press on its middle
 * reaches it, so a box that clips it (a dialog cut at the window's edge) fails this too.
 */
export async function expectOnScreen(page: Page, control: Locator, what: string): Promise<void> {
  const viewport = page.viewportSize();
  const box = await control.boundingBox();
  if (!viewport || !box) throw new Error(`${what} is not drawn.`);
  const where = `${what} at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} in ${viewport.width}×${viewport.height}`;
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height);
  const reached = await control.evaluate(
    (element, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return hit !== null && (hit === element || element.contains(hit));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(reached, `${where}: a press on its middle reaches it`).toBe(true);
}

/** The drawn box's width over its height. */
export async function aspectRatioOf(element: Locator): Promise<number> {
  const box = await element.boundingBox();
  if (!box || box.height === 0) throw new Error('The element is not drawn.');
  return box.width / box.height;
}
