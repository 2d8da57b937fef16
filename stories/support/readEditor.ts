import { expect, waitFor, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/**
 * The editor of a read object once its fields are in. Drawn from the manifest first, it already has its name
 * (a readable one, made from the API name) while its field sections are busy: this waits for them.
 */
export async function readEditor(canvas: Canvas, displayName: string, options = {}): Promise<Canvas> {
  const region = await canvas.findByRole('region', { name: `Read ${displayName}` }, options);
  await waitFor(() => expect(region.querySelector('[aria-busy="true"]')).toBeNull(), options);
  return within(region);
}
