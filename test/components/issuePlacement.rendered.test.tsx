// The rendered counterpart of test/core/issuePlacement.test.ts: a server issue about a write or subscribe setting,
// named in the shape of the request the widget sent (a JSON Patch: `changes[i].value…`; an update mask:
// `installation.config.content.<action>.objects.<name>…`), is shown at the input that holds that setting:
// marked invalid and described by the service's words.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { SubscribeObjectEditor } from '../../src/components/subscribe/SubscribeObjectEditor.tsx';
import { WriteObjectEditor } from '../../src/components/write/WriteObjectEditor.tsx';
import { formatIssuePath } from '../../src/core/formatIssuePath.ts';
import { formatUpdateMaskPath } from '../../src/core/formatUpdateMaskPath.ts';
import { defaultMessages } from '../../src/messages/defaultMessages.ts';
import { wordServiceIssue } from '../../src/messages/wordServiceIssue.ts';
import { MOCK_BASE_URL, MOCK_PATCH_OBJECT_URL } from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';

const server = setupMockServer();
const INSTALLATION_URL = `${MOCK_BASE_URL}/projects/:project/integrations/:integration/installations/:installationId`;
const REFUSAL = 'The service refuses this value';

beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

type Shape = 'patch' | 'mask';
type User = ReturnType<typeof userEvent.setup>;

const pointerSegments = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));

const problem = (name: string) =>
  HttpResponse.json(
    {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      issues: [{ in: 'body', name, detail: REFUSAL }],
    },
    { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
  );

/**
 * The service refuses the next save, naming `path` (inside the object's config) the way the request the widget
 * sent names it; returns the shapes it saw.
 */
function refuseNaming(action: 'write' | 'subscribe', objectName: string, path: string[]): Shape[] {
  const seen: Shape[] = [];
  server.use(
    http.patch(
      MOCK_PATCH_OBJECT_URL,
      async ({ request }) => {
        seen.push('patch');
        const { changes } = (await request.json()) as { changes: { path: string }[] };
        const index = changes.findIndex((change) => {
          const at = pointerSegments(change.path);
          return at.every((segment, i) => path[i] === segment);
        });
        if (index < 0) return problem('changes');
        const rest = path.slice(pointerSegments(changes[index]!.path).length);
        return problem(formatIssuePath(['changes', index, 'value', ...rest]));
      },
      { once: true },
    ),
    http.patch(
      INSTALLATION_URL,
      async ({ request }) => {
        seen.push('mask');
        const { updateMask } = (await request.json()) as { updateMask: string[] };
        const objectPath = ['config', 'content', action, 'objects', objectName];
        if (!updateMask.includes(formatUpdateMaskPath(objectPath))) return problem('updateMask');
        return problem(formatIssuePath(['installation', ...objectPath, ...path]));
      },
      { once: true },
    ),
  );
  return seen;
}

/** The texts describing `control` (its `aria-describedby`). */
const descriptionOf = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '');

const settingOf = (label: string) => {
  const fieldset = screen.getByText(label, { selector: 'legend' }).closest('fieldset');
  if (!fieldset) throw new Error(`no setting for ${label}`);
  return within(fieldset as HTMLElement);
};

async function addField(user: User, name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Field to add' }), name);
  await user.keyboard('{ArrowDown}{Enter}');
  await user.click(screen.getByRole('button', { name: 'Add field' }));
}

async function retype(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

interface Row {
  /** The path the issue names, inside the object's config. */
  path: string[];
  /** An edit that makes the save send this setting. */
  edit: (user: User) => Promise<void>;
  /** The input the issue must be shown at. */
  control: () => HTMLElement;
}

const defaultOf = (field: string) => () => settingOf(field).getByLabelText('Default value');
const deletion = () => screen.getByRole('switch', { name: 'Allow deleting records' });

// Contact is stored (an edit is a JSON Patch); Account is not (starting it stores it whole under its mask path).
const writeRows: Record<Shape, { objectName: string; start?: string; rows: Row[] }> = {
  patch: {
    objectName: 'contact',
    rows: [
      {
        path: ['selectedFieldSettings', 'leadsource', 'default', 'stringValue'],
        edit: (user) => user.selectOptions(defaultOf('Lead Source')(), 'Web'),
        control: defaultOf('Lead Source'),
      },
      {
        path: ['selectedFieldSettings', 'nps_score__c', 'default', 'integerValue'],
        edit: (user) => retype(user, defaultOf('NPS Score')(), '7'),
        control: defaultOf('NPS Score'),
      },
      {
        path: ['selectedFieldSettings', 'hasoptedoutofemail', 'default', 'booleanValue'],
        edit: (user) => user.selectOptions(defaultOf('Email Opt Out')(), 'true'),
        control: defaultOf('Email Opt Out'),
      },
      {
        path: ['selectedFieldSettings', 'leadsource', 'writeOnCreate'],
        edit: (user) =>
          user.selectOptions(settingOf('Lead Source').getByLabelText('When a record is created'), 'never'),
        control: () => settingOf('Lead Source').getByLabelText('When a record is created'),
      },
      {
        path: ['selectedFieldSettings', 'leadsource', 'writeOnUpdate'],
        edit: (user) =>
          user.selectOptions(settingOf('Lead Source').getByLabelText('When a record is updated'), 'always'),
        control: () => settingOf('Lead Source').getByLabelText('When a record is updated'),
      },
      {
        // A new field's setting travels whole: the issue names a property inside the change's value.
        path: ['selectedFieldSettings', 'title', 'default', 'stringValue'],
        edit: async (user) => {
          await addField(user, 'Title');
          await user.type(defaultOf('Title')(), 'Buyer');
        },
        control: defaultOf('Title'),
      },
      { path: ['deletionSettings', 'enabled'], edit: (user) => user.click(deletion()), control: deletion },
    ],
  },
  mask: {
    objectName: 'account',
    start: 'Start writing Account',
    rows: [
      {
        path: ['selectedFieldSettings', 'tickersymbol', 'default', 'stringValue'],
        edit: async (user) => {
          await addField(user, 'Ticker Symbol');
          await user.type(defaultOf('Ticker Symbol')(), 'ACME');
        },
        control: defaultOf('Ticker Symbol'),
      },
      {
        path: ['selectedFieldSettings', 'numberofemployees', 'default', 'integerValue'],
        edit: async (user) => {
          await addField(user, 'Employees');
          await user.type(defaultOf('Employees')(), '12');
        },
        control: defaultOf('Employees'),
      },
      {
        path: ['selectedFieldSettings', 'is_strategic__c', 'default', 'booleanValue'],
        edit: async (user) => {
          await addField(user, 'Strategic Account');
          await user.selectOptions(defaultOf('Strategic Account')(), 'true');
        },
        control: defaultOf('Strategic Account'),
      },
      {
        path: ['selectedFieldSettings', 'tickersymbol', 'writeOnCreate'],
        edit: async (user) => {
          await addField(user, 'Ticker Symbol');
          await user.type(defaultOf('Ticker Symbol')(), 'ACME');
        },
        control: () => settingOf('Ticker Symbol').getByLabelText('When a record is created'),
      },
      {
        path: ['selectedFieldSettings', 'tickersymbol', 'writeOnUpdate'],
        edit: async (user) => {
          await addField(user, 'Ticker Symbol');
          await user.type(defaultOf('Ticker Symbol')(), 'ACME');
        },
        control: () => settingOf('Ticker Symbol').getByLabelText('When a record is updated'),
      },
      { path: ['deletionSettings', 'enabled'], edit: (user) => user.click(deletion()), control: deletion },
    ],
  },
};

const eventSwitch = (name: string) => () => screen.getByRole('switch', { name });
const quota = () => screen.getByRole('switch', { name: /quota optimization/ });
const noEdit = async () => {};

// Account is stored (an edit is a JSON Patch); Contact is not (subscribing stores it whole under its mask path).
const subscribeRows: Record<Shape, { objectName: string; start?: string; rows: Row[] }> = {
  patch: {
    objectName: 'account',
    rows: [
      {
        path: ['destination'],
        edit: (user) => retype(user, screen.getByRole('textbox', { name: 'Destination' }), 'otherHook'),
        control: () => screen.getByRole('textbox', { name: 'Destination' }),
      },
      {
        path: ['inheritFieldsAndMappings'],
        edit: (user) =>
          user.click(screen.getByRole('radio', { name: 'Send the fields without the read settings' })),
        control: () => screen.getByRole('radio', { name: 'Send the fields without the read settings' }),
      },
      {
        path: ['createEvent', 'enabled'],
        edit: (user) => user.click(eventSwitch('Record created')()),
        control: eventSwitch('Record created'),
      },
      {
        path: ['deleteEvent', 'enabled'],
        edit: (user) => user.click(eventSwitch('Record deleted')()),
        control: eventSwitch('Record deleted'),
      },
      {
        path: ['updateEvent', 'watchFieldsAuto'],
        edit: async (user) => {
          // Quota optimization needs watched fields: off first, or the save is blocked before it is sent.
          await user.click(quota());
          await user.click(screen.getByRole('radio', { name: 'Any field changes' }));
        },
        control: () => screen.getByRole('radio', { name: 'Any field changes' }),
      },
      {
        path: ['updateEvent', 'requiredWatchFields'],
        edit: async (user) => {
          await user.type(screen.getByRole('searchbox', { name: 'Search fields' }), 'Industry');
          await user.click(await screen.findByRole('checkbox', { name: /^Industry/ }));
        },
        control: () => screen.getByRole('group', { name: 'Watched fields' }),
      },
      {
        path: ['otherEvents'],
        edit: async (user) => {
          await user.type(screen.getByRole('textbox', { name: 'Event name' }), 'merge');
          await user.click(screen.getByRole('button', { name: 'Add event' }));
        },
        control: () => screen.getByRole('group', { name: 'Other events' }),
      },
      {
        path: ['providerOptions', 'quotaOptimization', 'enabled'],
        edit: (user) => user.click(quota()),
        control: quota,
      },
    ],
  },
  mask: {
    objectName: 'contact',
    start: 'Subscribe to Contact',
    rows: [
      {
        path: ['destination'],
        edit: noEdit,
        control: () => screen.getByRole('textbox', { name: 'Destination' }),
      },
      {
        path: ['inheritFieldsAndMappings'],
        edit: noEdit,
        control: () => screen.getByRole('radio', { name: "Use the read settings' fields and mappings" }),
      },
      { path: ['createEvent', 'enabled'], edit: noEdit, control: eventSwitch('Record created') },
      { path: ['updateEvent', 'enabled'], edit: noEdit, control: eventSwitch('Record updated') },
      {
        path: ['deleteEvent', 'enabled'],
        edit: (user) => user.click(eventSwitch('Record deleted')()),
        control: eventSwitch('Record deleted'),
      },
      {
        path: ['updateEvent', 'requiredWatchFields'],
        edit: noEdit,
        control: () => screen.getByRole('group', { name: 'Watched fields' }),
      },
      {
        path: ['updateEvent', 'watchFieldsAuto'],
        edit: (user) => user.click(screen.getByRole('radio', { name: 'Any field changes' })),
        control: () => screen.getByRole('radio', { name: 'Any field changes' }),
      },
      {
        path: ['otherEvents'],
        edit: async (user) => {
          await user.type(screen.getByRole('textbox', { name: 'Event name' }), 'merge');
          await user.click(screen.getByRole('button', { name: 'Add event' }));
        },
        control: () => screen.getByRole('group', { name: 'Other events' }),
      },
      {
        path: ['providerOptions', 'quotaOptimization', 'enabled'],
        edit: (user) => user.click(quota()),
        control: quota,
      },
    ],
  },
};

const cases = (action: 'write' | 'subscribe', table: typeof writeRows) =>
  (['patch', 'mask'] as const).flatMap((shape) =>
    table[shape].rows.map((row) => ({
      action,
      shape,
      objectName: table[shape].objectName,
      start: table[shape].start,
      name: row.path.join('.'),
      row,
    })),
  );

// Full editor flows against the mock; the limit is far above their run time, for a loaded machine.
describe('a server issue is shown at the rendered input its path names', { timeout: 60_000 }, () => {
  it.each([...cases('write', writeRows), ...cases('subscribe', subscribeRows)])(
    '$action $objectName: $name, named as a $shape names it',
    async ({ action, shape, objectName, start, row }) => {
      const user = userEvent.setup();
      const harness = createHarness(server);
      const Editor = action === 'write' ? WriteObjectEditor : SubscribeObjectEditor;
      render(<Editor objectName={objectName} />, { wrapper: harness.wrapper });
      if (start) await user.click(await screen.findByRole('button', { name: start }));
      else await screen.findByRole('button', { name: 'Save', hidden: true });
      await row.edit(user);
      const seen = refuseNaming(action, objectName, row.path);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('alert');
      expect(seen).toEqual([shape]);
      const control = row.control();
      // In the user's words, from the rule its setting falls under; the service's own sentence is not shown there.
      const worded = wordServiceIssue(row.path, defaultMessages);
      await waitFor(() => expect(descriptionOf(control)).toContain(worded));
      expect(descriptionOf(control)).not.toContain(REFUSAL);
    },
  );
});
