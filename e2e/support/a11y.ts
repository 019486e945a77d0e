import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The quality bar (docs/architecture.md): no serious or critical axe violation (WCAG 2.1 A and AA rules). */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  await expectA11y(page, screen, (impact) => impact === 'serious' || impact === 'critical');
}

/** The public site's bar (issue 12): no axe violation at all, of WCAG 2.1 A and AA rules or best practice. */
export async function expectNoA11yViolations(page: Page, screen: string): Promise<void> {
  await expectA11y(page, screen, () => true, ['best-practice']);
}

async function expectA11y(
  page: Page,
  screen: string,
  counts: (impact: string | null | undefined) => boolean,
  extraTags: string[] = [],
): Promise<void> {
  await motionSettled(page);
  // axe.run in the page itself, describing only the violations' elements (decision 094). The
  // builder's default runs axe.runPartial in each frame, which writes a selector for every element
  // of every passing rule, carries all of it out of the page and finishes in a blank page it
  // opens beside: most of a scan's CPU on a full page. Frames of the page's own origin are still
  // scanned; a third party's player (a video host's, stubbed in the suite) is not ours to fix.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...extraTags])
    .setLegacyMode()
    .analyze();
  const blocking = results.violations
    .filter((violation) => counts(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe violations on ${screen}`).toEqual([]);
}

/**
 * Resolves once no transition or finite animation is running: mid-fade, axe reads blended
 * colours and reports contrast that the settled screen does not have. (The suite runs with
 * reduced motion, which the admin theme honours; this also covers CSS of our own.) Endless
 * animations, such as a loader's spin, are not waited for.
 */
async function motionSettled(page: Page): Promise<void> {
  // The suite is typed without the DOM library: the little of it used here, by hand.
  type Animation = { playState: string; effect: { getComputedTiming(): { endTime?: number } } | null };
  type Doc = { getAnimations(): Animation[] };
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: Doc }).document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}
