/**
 * The accessibility check of the end-to-end tests (issue H): the critical and serious axe-core
 * violations of WCAG 2.2 AA on what a page shows, measured once its transitions have ended.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until every finite CSS transition and animation of the page has ended: a dialog or its backdrop
 * still fading in is partly transparent, and axe-core would measure the contrast of that moment.
 * Endless ones (a spinner) are not waited for.
 */
async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * The critical and serious axe-core violations of what `page` shows, as lines "url rule: target".
 * Besides the WCAG rules axe-core runs by default, it checks WCAG 2.5.3 (a control's name holds the
 * text it shows), a rule axe-core still marks experimental.
 */
export async function violations(page: Page): Promise<string[]> {
  await transitionsEnded(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${page.url()} ${violation.id}: ${node.target.join(' ')}`),
    );
}
