/** axe-core scans (WCAG 2 A and AA rules) that report only serious and critical violations. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MAP_LOAD_MS } from './canvas';
import { expect } from './fixtures';

/** Colours are read as drawn: a panel fading in has not its final contrast yet. */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A map's view controls are dimmed until its engine runs: a map page is read once its map is drawn. */
async function mapsDrawn(page: Page): Promise<void> {
  for (const map of await page.getByTestId('map-canvas').all()) {
    await expect(map).toHaveAttribute('data-scene', 'drawn', { timeout: MAP_LOAD_MS });
  }
}

export async function seriousViolations(page: Page): Promise<string[]> {
  await mapsDrawn(page);
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 200)} ${node.failureSummary ?? ''}`)
          .join(', ')})`,
    );
}

/** Opens each path, waits for its heading, and collects what axe finds. */
export async function scan(page: Page, screens: readonly (readonly [string, RegExp | string])[]) {
  const found: Record<string, string[]> = {};
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}
