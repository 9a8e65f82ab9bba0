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
