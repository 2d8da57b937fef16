import type { CDPSession, Page } from 'playwright-core';

/**
 * Tag of a story whose cells marked `data-force-state="hover" | "focus-visible" | "active"` show their controls in
 * that state: the browser check forces it (see {@link forceStates}) before axe and the screenshots, and compares
 * the page in the dark theme with a baseline of its own too. Written as a literal in the story.
 */
export const FORCED_STATES_TAG = 'forced-states';

/** The states a cell can ask for. */
const forcedStates = ['hover', 'focus-visible', 'active'] as const;
type ForcedState = (typeof forcedStates)[number];

/**
 * The pseudo-classes forced for each state on a cell's controls and on their ancestors up to the cell, as a real
 * pointer or keyboard would set them: hover and a press reach the ancestors too; keyboard focus makes them
 * `:focus-within` (the combobox draws its ring around input and buttons from there).
 */
const pseudoClasses: Record<ForcedState, { control: string[]; ancestors: string[] }> = {
  hover: { control: ['hover'], ancestors: ['hover'] },
  'focus-visible': { control: ['focus', 'focus-visible'], ancestors: ['focus-within'] },
  active: { control: ['hover', 'active'], ancestors: ['hover', 'active'] },
};

/**
 * The controls of a cell: what takes input or a click and is a tab stop (a combobox's toggle button is not; its
 * input is). Attributes name them for the protocol's selector queries; no style reads them.
 */
const markControls = `(() => {
  let controls = 0;
  for (const cell of document.querySelectorAll('[data-force-state]')) {
    const state = cell.getAttribute('data-force-state');
    for (const control of cell.querySelectorAll('input, select, textarea, button')) {
      if (control.getAttribute('tabindex') === '-1') continue;
      controls += 1;
      control.setAttribute('data-forced-control', state);
      for (let node = control.parentElement; node && node !== cell.parentElement; node = node.parentElement)
        node.setAttribute('data-forced-ancestor', state);
    }
  }
  return controls;
})()`;

/**
 * Controls in a forced keyboard-focus state that show no focus ring, on themselves or on a box around them
 * within their cell: proof that the state is forced (computed styles follow it) and that every control shows
 * where the keyboard is.
 */
const controlsWithoutRing = `(() => {
  const missing = [];
  for (const control of document.querySelectorAll('[data-forced-control="focus-visible"]')) {
    let ringed = false;
    for (let node = control; node && !ringed; node = node.parentElement) {
      const style = getComputedStyle(node);
      ringed = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      if (node.hasAttribute('data-force-state')) break;
    }
    if (!ringed) missing.push(control.outerHTML.slice(0, 120));
  }
  return missing;
})()`;

/** What {@link forceStates} did: the protocol session holding the states (they last while it is attached). */
export interface ForcedStates {
  session: CDPSession;
  /** How many controls are in a forced state. */
  controls: number;
  problems: string[];
}

/**
 * Forces the states the story's cells ask for, through the Chrome DevTools Protocol (`CSS.forcePseudoState`, what
 * DevTools' "Force state" does): the styles, axe's contrast check and the screenshot then see each control
 * hovered, focused by keyboard or pressed. Keep the returned session attached until the checks are done.
 */
export async function forceStates(page: Page): Promise<ForcedStates> {
  const controls = await page.evaluate<number>(markControls);
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument', { depth: 0 });
  const problems: string[] = [];
  if (controls === 0) problems.push('forced states: no control in a [data-force-state] cell');
  for (const state of forcedStates) {
    for (const [attribute, forced] of [
      ['data-forced-control', pseudoClasses[state].control],
      ['data-forced-ancestor', pseudoClasses[state].ancestors],
    ] as const) {
      const { nodeIds } = await session.send('DOM.querySelectorAll', {
        nodeId: root.nodeId,
        selector: `[${attribute}="${state}"]`,
      });
      for (const nodeId of nodeIds)
        await session.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [...forced] });
    }
  }
  const missing = await page.evaluate<string[]>(controlsWithoutRing);
  for (const control of missing) problems.push(`forced focus-visible shows no focus ring: ${control}`);
  return { session, controls, problems };
}

/**
 * Text axe leaves undecided because its element has a background image (a select's caret is two gradients):
 * its contrast against the colour under the image, which is what the text sits on (the image is the caret, at
 * the edge). Enabled elements only, as axe; one line per element under 4.5:1.
 */
const lowContrastOverImages = `(() => {
  const canvas = document.createElement('canvas').getContext('2d');
  const rgba = (css) => {
    canvas.fillStyle = '#000';
    canvas.fillStyle = css;
    const value = canvas.fillStyle;
    if (value.startsWith('#')) return [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)).concat(1);
    return value.slice(value.indexOf('(') + 1, -1).split(',').map(Number);
  };
  const over = (top, below) => top.slice(0, 3).map((c, i) => c * top[3] + below[i] * (1 - top[3])).concat(1);
  const backgroundOf = (element) => {
    const layers = [];
    for (let node = element; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      layers.push(colour);
      if (colour[3] === 1) break;
    }
    return layers.reduceRight((below, top) => over(top, below), [255, 255, 255, 1]);
  };
  const luminance = (colour) => {
    const [r, g, b] = colour.slice(0, 3).map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const low = [];
  for (const element of document.querySelectorAll('.ric-root *')) {
    const style = getComputedStyle(element);
    if (style.backgroundImage === 'none' || element.matches(':disabled')) continue;
    const text = element instanceof HTMLSelectElement ? element.selectedOptions[0]?.text : element.textContent;
    if (!text || !text.trim()) continue;
    const background = backgroundOf(element);
    const colour = over(rgba(style.color), background);
    const [light, dark] = [luminance(colour), luminance(background)].sort((a, b) => b - a);
    const ratio = (light + 0.05) / (dark + 0.05);
    if (ratio < 4.5) low.push(element.outerHTML.slice(0, 100) + ': ' + ratio.toFixed(2) + ':1');
  }
  return low;
})()`;

/**
 * Text on a background image (which axe does not judge) under 4.5:1 against the colour beneath the image, with
 * the state as it is now (forced or not): one line per element.
 */
export async function checkContrastOverImages(page: Page): Promise<string[]> {
  const low = await page.evaluate<string[]>(lowContrastOverImages);
  return low.map((line) => `text over a background image under 4.5:1: ${line}`);
}
