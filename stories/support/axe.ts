import type { RunOptions } from 'axe-core';

/**
 * Rules that judge a whole page, not an embedded widget: the host page owns its landmarks and its heading
 * outline, so they are off wherever stories are checked.
 */
const pageLevelRules = ['region', 'landmark-one-main', 'page-has-heading-one'] as const;

/** axe options for a story rendered in a real browser (layout exists, so every other rule runs). */
export const browserAxeOptions: RunOptions = {
  rules: Object.fromEntries(pageLevelRules.map((id) => [id, { enabled: false }])),
};

/** axe options for jsdom, which has no layout: contrast cannot be computed there (the browser run checks it). */
export const jsdomAxeOptions: RunOptions = {
  rules: Object.fromEntries([...pageLevelRules, 'color-contrast'].map((id) => [id, { enabled: false }])),
};

/** The parts of an axe violation worth printing (what survives the trip out of a browser page). */
export interface ViolationSummary {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: readonly unknown[] }[];
}

/** One line per failing node, e.g. `button-name (critical) #storybook-root > button: Buttons must have discernible text`. */
export function describeViolations(violations: readonly ViolationSummary[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'n/a'}) ${node.target.join(' ')}: ${violation.help}`,
    ),
  );
}
