import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Stories that show every kind of element the widget draws (the object list, switches, radios, checkboxes, the
 * field list, comboboxes, the value table, fieldsets, the save bar's details, the settings' definition list),
 * checked again on a page with host resets: each must still match its own baseline at 1280 px.
 */
export const HOST_RESET_STORIES = [
  'widget-installationconfig--default',
  'widget-installationconfig--map-field',
  'editors-writeobjecteditor--configured',
  'editors-subscribeobjecteditor--configured',
  'editors-installationsettingspanel--configured',
  'editor-parts-filtereditor--account',
  'editor-parts-savebar--unsaved-changes',
] as const;

/**
 * The resets of the two hosts the package is checked in: the universal and link rules of create-next-app's
 * globals.css (as kept in examples/next-host; its page rules, the body's font among them, are left out) and
 * Tailwind's preflight, here without its `base` layer, as Tailwind 3 emitted it: the harder case, since a layered
 * reset loses to unlayered styles anyway.
 */
export async function hostResetsCss(root: string): Promise<string> {
  const nextGlobals = await readFile(join(root, 'examples/next-host/app/globals.css'), 'utf8');
  const nextResets = nextGlobals.match(/^(?:\*|a) \{[^}]*\}/gm) ?? [];
  if (nextResets.length !== 2)
    throw new Error('examples/next-host/app/globals.css: expected its * and a rules');
  const preflight = await readFile(join(root, 'node_modules/tailwindcss/preflight.css'), 'utf8');
  return `${nextResets.join('\n')}\n${preflight}`;
}

/**
 * For `addInitScript` (a string: see run.ts): puts `css` at the start of the head, before the story's
 * stylesheets; the check adds it again after them, so that neither order favours the widget.
 */
export function resetsFirstScript(css: string): string {
  return `
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = ${JSON.stringify(css)};
      document.head.prepend(style);
    });
  `;
}
