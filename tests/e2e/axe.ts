/**
 * Accessibility checks for the browser suites: axe-core (through @axe-core/playwright) on the
 * page as it is now, WCAG 2.0/2.1/2.2 A and AA rules plus axe's best practices. Serious and
 * critical findings fail the test with the rule, its help text and the elements it names;
 * moderate and minor ones are returned for a suite that wants to look at them.
 *
 * Speed without checking less (axe was most of the accessibility suites' time): on a page
 * without frames, axe runs in the page itself (the library's legacy mode) instead of running
 * per frame and then merging the parts in a blank page it opens and fills with axe again, which
 * takes several times as long and finds the same; a page with frames keeps the per-frame run,
 * the only one that reaches into frames. Only violations are collected in full (the passes are
 * not read).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { still } from './harness';

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Runs axe on the page (or on `include`, a CSS selector such as an open dialog). */
export async function axeFindings(page: Page, include?: string): Promise<AxeFinding[]> {
  // A snackbar or dialog still fading in has its colours blended with the page behind it, and
  // axe would measure that blend: look once nothing moves, as a person reads it.
  await still(page);
  // options() first: it replaces every option, withTags' choice of rules included.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

/** Throws, naming rule and elements, when axe finds a serious or critical violation; `where` says which page or dialog. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  where: string,
  include?: string,
): Promise<AxeFinding[]> {
  const findings = await axeFindings(page, include);
  const failing = findings.filter((f) => FAILING_IMPACTS.has(f.impact));
  if (failing.length > 0) {
    const lines = failing.map(
      (f) => `  [${f.impact}] ${f.rule}: ${f.help}\n    ${f.targets.slice(0, 8).join('\n    ')}`,
    );
    throw new Error(`axe found ${failing.length} serious/critical violation(s) on ${where}:\n${lines.join('\n')}`);
  }
  return findings;
}
