import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockIds } from '../../src/mock/constants.ts';
import * as draftSessionStories from '../../stories/DraftSession.stories.tsx';
import * as installationConfigStories from '../../stories/InstallationConfig.stories.tsx';
import { DEMO_DATA_GLOBAL, RESET_DEMO_DATA } from '../../stories/support/demoData.ts';
import { storiesOnMsw } from '../support/storiesOnMsw.ts';

// A story loaded again in the same tab is what a reload of it in Storybook does: its loaders run anew, with the
// tab's session storage as the earlier load left it (test/setup.ts clears it between tests, as a new tab).
storiesOnMsw();

const { Default } = composeStories(installationConfigStories);
const { EditsSurviveReload } = composeStories(draftSessionStories);
const reset = { globals: { [DEMO_DATA_GLOBAL]: RESET_DEMO_DATA } };
/** Each test renders whole-widget stories three times; a busy shared machine takes its time. */
const timeout = 60_000;

/** The Account read editor of the story on screen. */
async function accountEditor() {
  return within(await screen.findByRole('region', { name: 'Read Account' }));
}

/** Searches Account's optional fields and returns the checkbox of the one named `name`. */
async function optionalField(name: string): Promise<HTMLInputElement> {
  const editor = await accountEditor();
  const search = editor.getByRole('searchbox', { name: 'Search fields' });
  await userEvent.clear(search);
  await userEvent.type(search, name);
  return editor.findByRole<HTMLInputElement>('checkbox', { name });
}

/** What the open story's mock backend stores for Account's Phone field. */
function storedPhone(): boolean | undefined {
  return window.__storyMockBackend?.store.getInstallation(mockIds.salesforce.installationId)?.config.content
    .read?.objects.account?.selectedFields?.phone;
}

test(
  'a saved change is back when the story loads again in the tab, and only in that story',
  async () => {
    await Default.run();
    await userEvent.click(await optionalField('Account Phone'));
    await userEvent.click((await accountEditor()).getByRole('button', { name: 'Save' }));
    await (await accountEditor()).findByText('Saved.');

    await Default.run();
    expect((await optionalField('Account Phone')).checked).toBe(true);
    expect((await accountEditor()).getByText('No unsaved changes')).toBeTruthy();
    expect(storedPhone()).toBe(true);

    // Another story works on the same installation from its own fixtures.
    await EditsSurviveReload.run();
    expect((await optionalField('Account Phone')).checked).toBe(false);
    expect(storedPhone()).toBeUndefined();
  },
  timeout,
);

test(
  'Reset demo data starts the story from its fixtures, without its saved changes or unsaved edits',
  async () => {
    await Default.run();
    await userEvent.click(await optionalField('Account Phone'));
    await userEvent.click((await accountEditor()).getByRole('button', { name: 'Save' }));
    await (await accountEditor()).findByText('Saved.');
    await userEvent.click(await optionalField('Account Fax'));
    expect((await accountEditor()).getByText('Unsaved changes')).toBeTruthy();

    await Default.run(reset);
    expect((await optionalField('Account Phone')).checked).toBe(false);
    expect((await optionalField('Account Fax')).checked).toBe(false);
    expect((await accountEditor()).getByText('No unsaved changes')).toBeTruthy();
    expect(storedPhone()).toBeUndefined();

    // What was reset stays reset: the next load starts from the fixtures too.
    await Default.run();
    expect((await optionalField('Account Phone')).checked).toBe(false);
    expect(storedPhone()).toBeUndefined();
  },
  timeout,
);
