import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createApiClient } from '../src/api/createApiClient.ts';
import { InstallationConfig } from '../src/components/widget/InstallationConfig.tsx';
import {
  defaultFixture,
  HOSTILE_FIELD_NAMES,
  hostileFieldDisplayName,
  hostileNamesFixture,
  MOCK_API_KEY,
  type MockBackend,
  mockIds,
} from '../src/mock/index.ts';
import { getStoryBackend } from './support/mockBackend.tsx';
import { objectEntry, openObject, openReadObject, readObjectEntry } from './support/objectList.ts';
import { readEditor } from './support/readEditor.ts';

const { salesforce } = mockIds;
type Json = Record<string, unknown>;

/**
 * An API client on the story's backend whose hydrated revisions come back changed by `edit`: how a real service
 * that differs a little from the mock answers.
 */
function alteredHydration(edit: (objects: Json[]) => void) {
  return (backend: MockBackend) =>
    createApiClient(
      { baseUrl: backend.baseUrl, project: mockIds.project.name, apiKey: MOCK_API_KEY },
      {
        fetch: async (request) => {
          const answer = await backend.fetch(request);
          if (!new URL(request.url).pathname.endsWith(':hydrate') || !answer.ok) return answer;
          const body = (await answer.json()) as { content: { read: { objects: Json[] } } };
          edit(body.content.read.objects);
          return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
        },
      },
    );
}

const meta = {
  title: 'Widget/Resilience',
  component: InstallationConfig,
  args: {
    integration: salesforce.integrationName,
    groupRef: salesforce.groupRef,
    connectionId: salesforce.connectionId,
  },
} satisfies Meta<typeof InstallationConfig>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The service sends Lead as `{ objectName, error }` only, and one Account field with a number for its name: Lead
 * shows its own card with the reason and "Try again", the field is left out with a note, and the rest works.
 */
export const ObjectFailedBesideWorkingOnes: Story = {
  parameters: {
    mockBackend: {
      client: alteredHydration((objects) => {
        const lead = objects.findIndex((object) => object.objectName === 'lead');
        objects[lead] = { objectName: 'lead', error: 'INVALID_SESSION_ID: the session expired' };
        const account = objects.find((object) => object.objectName === 'account');
        const metadata = account?.allFieldsMetadata as Record<string, Json> | undefined;
        if (metadata?.industry) metadata.industry = { ...metadata.industry, displayName: 42 };
      }),
    },
  },
  play: async ({ canvas }) => {
    const account = await readEditor(canvas, 'Account');
    // The note comes with the field list, once the field lists are built and the list's part has loaded.
    await expect(await account.findByText(/One field sent by the service could not be read/)).toBeVisible();
    await expect(account.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(readObjectEntry(canvas, /^Lead/)).toHaveTextContent('Unavailable');
    await openReadObject(canvas, /^Lead/);
    const card = within(await canvas.findByRole('region', { name: 'Read Lead' }));
    // The provider's own words (a raw code) only under "Details for support", for whoever helps the user.
    const code = card.getByText('INVALID_SESSION_ID: the session expired');
    await expect(code).not.toBeVisible();
    await userEvent.click(card.getByText('Details for support'));
    await expect(code).toBeVisible();
    await expect(card.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The default data, with the saved write config of Opportunity in a shape the widget cannot read. */
function withUnreadableSavedObject() {
  const fixture = structuredClone(defaultFixture);
  const installation = fixture.installations.find((i) => i.id === salesforce.installationId);
  const objects = installation?.config.content.write?.objects;
  if (objects)
    Object.assign(objects, {
      opportunity: { objectName: 'opportunity', deletionSettings: { enabled: 'yes' } },
    });
  return fixture;
}

/**
 * The saved write config of Opportunity is in a shape the widget cannot read: Opportunity shows its own card
 * with the reason, every other object stays editable, and saving them leaves Opportunity as it is stored.
 */
export const SavedObjectUnreadable: Story = {
  parameters: { mockBackend: { options: { fixture: withUnreadableSavedObject() } } },
  play: async ({ canvas }) => {
    await readEditor(canvas, 'Account');
    const opportunity = objectEntry(canvas, 'Write', /Opportunity/);
    await expect(opportunity).toHaveTextContent('Unavailable');
    await openObject(canvas, opportunity);
    const card = within(await canvas.findByRole('region', { name: 'Write Opportunity' }));
    await expect(card.getByText(/The saved settings of Opportunity could not be read/)).toBeVisible();
    // The property path is for support, under "Details for support".
    await expect(card.getByText(/deletionSettings\.enabled/)).not.toBeVisible();
    await expect(card.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Four of the names the Account of this story offers (HOSTILE_FIELD_NAMES); the widget tests take all of them. */
const PICKED = ['__proto__', 'hasOwnProperty', 'a/b~c', '名前'] as const;

/**
 * Account offers fields named `__proto__`, `constructor`, `toString`, `hasOwnProperty`, `a/b~c`, with a space,
 * dots and a non-Latin script: each is listed, selected and saved like any other field.
 */
export const HostileNames: Story = {
  parameters: { mockBackend: { options: { fixture: hostileNamesFixture() } } },
  play: async ({ canvas, loaded }) => {
    const account = await readEditor(canvas, 'Account');
    const search = account.getByRole('searchbox', { name: 'Search fields' });
    for (const name of PICKED) {
      await userEvent.clear(search);
      await userEvent.type(search, name);
      const label = hostileFieldDisplayName(name);
      await userEvent.click(
        await account.findByRole('checkbox', { name: (accessible: string) => accessible.includes(label) }),
      );
    }
    await userEvent.click(account.getByRole('button', { name: 'Save' }));
    await expect(await account.findByText('Saved.')).toBeVisible();
    const stored = getStoryBackend(loaded).store.getInstallation(salesforce.installationId)?.config.content
      .read?.objects.account?.selectedFields;
    for (const name of HOSTILE_FIELD_NAMES) {
      const picked = (PICKED as readonly string[]).includes(name);
      await expect(Object.getOwnPropertyDescriptor(stored, name)?.value).toBe(picked ? true : undefined);
    }
  },
};

const hostFailure = new Error('The host’s message function failed');

/**
 * Something inside the widget fails to render (here the host's own message function throws): the widget shows
 * a message with "Try again" in its place, reports the error through `onError`, and the host page stays.
 */
export const WidgetErrorBoundary: Story = {
  args: { groupRef: mockIds.emptyGroupRef, connectionId: salesforce.emptyGroupConnectionId },
  parameters: {
    mockBackend: {
      provider: {
        messages: {
          'shell.setUp.title': () => {
            throw hostFailure;
          },
        },
      },
    },
  },
  // React logs every error a boundary catches; this story's one is expected, so only it is kept off the console.
  beforeEach: () => {
    const log = console.error;
    console.error = (...args: unknown[]) => {
      if (!args.includes(hostFailure)) log(...args);
    };
    return () => {
      console.error = log;
    };
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This part of the settings could not be shown.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
