import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG 2.0/2.1/2.2 A and AA rules (axe's own tags); best practices are not asked for. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface Options {
  /** Parts of the page axe should leave out (CSS selectors), each with the reason in the caller. */
  exclude?: string[];
}

/**
 * Runs axe-core in `page` with the WCAG 2 A/AA rules and fails when any violation is serious or
 * critical, naming each rule, its impact, the elements (CSS selectors) and axe's summary of what to
 * fix. The source is evaluated through the DevTools protocol, so the app's CSP (no inline scripts)
 * does not stand in the way and nothing is added to the DOM.
 *
 * Call it once the screen has settled (its heading or main control is visible): CSS transitions
 * (a dialog fading in, a toast sliding) are waited out here, since axe reads colours mid-animation.
 */
export async function expectAccessible(page: Page, label: string, opts: Options = {}): Promise<void> {
  const blocking = (await axeViolations(page, opts)).filter((v) => v.impact && BLOCKING.has(v.impact));
  expect(blocking.length, `axe on ${label} (${page.url()}): serious or critical violations\n${describeViolations(blocking)}`).toBe(0);
}

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** Every WCAG 2 A/AA violation axe finds in `page`, whatever its impact. */
export async function axeViolations(page: Page, opts: Options = {}): Promise<Violation[]> {
  await page.waitForLoadState('load');
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, exclude }) => {
      const w = window as unknown as { axe: typeof axe };
      const context: axe.ElementContext = exclude.length ? { exclude: exclude.map((s) => [s]) } : document;
      const r = await w.axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), summary: n.failureSummary ?? '' })),
      }));
    },
    { tags: WCAG_AA, exclude: opts.exclude ?? [] },
  );
}

/** One paragraph per rule: id, impact, what it asks, the elements (CSS selectors) and axe's summary. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    - ${n.target}\n      ${n.summary.replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})\n${nodes}${more}`;
    })
    .join('\n');
}

/** Waits until no CSS animation or transition is running (at most 2 s), so colours are the final ones. */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      {
        timeout: 2_000,
      },
    )
    .catch(() => {});
}
