import { userEvent, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/**
 * The object list's entry of a read object (the same object may also be listed under Write): a button of the
 * list, or on a phone (600 px or less) an option of the picker that takes the list's place. Both say the
 * object's status after its name; `name` matches the name from the object's own (the picker's option says the
 * action before it).
 */
export function readObjectEntry(canvas: Canvas, name: RegExp): HTMLElement {
  return objectEntry(canvas, 'Read', name);
}

/** The object list's entry of an object under `group` (Read, Write, Subscribe), as {@link readObjectEntry}. */
export function objectEntry(
  canvas: Canvas,
  group: 'Read' | 'Write' | 'Subscribe',
  name: RegExp,
): HTMLElement {
  const nav = canvas.queryByRole('navigation', { name: 'Objects' });
  if (nav) return within(within(nav).getByRole('list', { name: group })).getByRole('button', { name });
  // The picker's options name their action first ('Read Account · On'), as the editor's heading does.
  const picker = canvas.getByRole('combobox', { name: 'Objects' });
  return within(within(picker).getByRole('group', { name: group })).getByRole('option', {
    name: (optionName) => optionName.startsWith(`${group} `) && name.test(optionName.slice(group.length + 1)),
  });
}

/** Opens a read object's editor from the list, or from the picker on a phone. */
export async function openReadObject(canvas: Canvas, name: RegExp): Promise<void> {
  await openObject(canvas, readObjectEntry(canvas, name));
}

/** Opens the object of a list entry ({@link objectEntry}): a click in the list, a choice in the phone's picker. */
export async function openObject(canvas: Canvas, entry: HTMLElement): Promise<void> {
  if (entry instanceof HTMLOptionElement) {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Objects' }), entry);
  } else {
    await userEvent.click(entry);
  }
}

/** Whether the entry is the open one: the list's current button, or the picker's chosen option. */
export function isOpenEntry(entry: HTMLElement): boolean {
  return entry instanceof HTMLOptionElement ? entry.selected : entry.getAttribute('aria-current') === 'true';
}
