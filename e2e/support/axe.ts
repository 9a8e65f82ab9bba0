import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Serious and critical axe violations of the page as it stands, with where they are. `skipRules`
 * leaves out rules another pass over the same screens has already run.
 */
export async function seriousViolations(
  page: Page,
  { skipRules = [] }: { skipRules?: string[] } = {},
): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .disableRules(skipRules)
    // Only the violations are read: the passing rules keep one node each instead of every element
    // they matched, which axe would otherwise gather, serialise and hand back.
    .options({ resultTypes: ['violations'] })
    // axe runs in the page itself, without opening a blank page to merge each frame's results:
    // 0.9 s a screen instead of 2.2 on a two-core machine. Only the other mode looks into frames
    // from another origin, and the site's one such frame is YouTube's player, not a page of ours.
    .setLegacyMode(true)
    .analyze();
  // A run that checked nothing would pass silently: make sure the rules really ran.
  if (results.passes.length === 0) throw new Error(`axe checked nothing on ${page.url()}.`);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
