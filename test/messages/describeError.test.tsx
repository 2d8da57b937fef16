import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { ApiError, InvalidResponseError } from '../../src/api/errors.ts';
import { InstallationConfig } from '../../src/components/widget/InstallationConfig.tsx';
import { mapProblemToFields } from '../../src/core/mapProblemToFields.ts';
import type { SaveStep } from '../../src/core/planSave.ts';
import type { SaveError } from '../../src/drafts/SaveError.ts';
import { InstallationScope } from '../../src/hooks/InstallationScope.tsx';
import { IntegrationConfigProvider } from '../../src/hooks/IntegrationConfigProvider.tsx';
import { useObjectConfigForm } from '../../src/hooks/useObjectConfigForm.ts';
import { defaultMessages, type MessageOverrides } from '../../src/messages/defaultMessages.ts';
import { describeError } from '../../src/messages/describeError.ts';
import { describeProblemPlacement } from '../../src/messages/describeProblemPlacement.ts';
import { wordServiceIssue } from '../../src/messages/wordServiceIssue.ts';
import { MOCK_API_KEY, MOCK_PATCH_OBJECT_URL, mockIds } from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';

const server = setupMockServer();

beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

/** The harness's client and cache, with the host's message overrides. */
function wrapperWith(harness: ReturnType<typeof createHarness>, messages?: MessageOverrides) {
  return ({ children }: { children: ReactNode }) => (
    <IntegrationConfigProvider client={harness.client} queryClient={harness.queryClient} messages={messages}>
      <InstallationScope {...harness.scope}>{children}</InstallationScope>
    </IntegrationConfigProvider>
  );
}

/** Turns on the phone field of the account read form and saves it; the service answers with `answer`. */
async function saveAnswered(answer: () => Response, messages?: MessageOverrides) {
  const harness = createHarness(server);
  server.use(http.patch(MOCK_PATCH_OBJECT_URL, answer));
  const { result } = renderHook(() => useObjectConfigForm({ action: 'read', objectName: 'account' }), {
    wrapper: wrapperWith(harness, messages),
  });
  await waitFor(() => expect(result.current.isReady).toBe(true));
  act(() =>
    result.current.form.setValue(
      'selectedFields',
      { ...result.current.form.getValues('selectedFields'), phone: true },
      { shouldDirty: true },
    ),
  );
  await act(async () => {
    await result.current.save();
  });
  expect(result.current.saveState.status).toBe('error');
  // Whatever the failure, the edit is kept.
  expect(result.current.form.getValues('selectedFields').phone).toBe(true);
  return result.current;
}

const gatewayPage = () =>
  new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
    status: 502,
    statusText: 'Bad Gateway',
    headers: { 'Content-Type': 'text/html' },
  });

describe('describeError', () => {
  it('words a gateway answer without a problem document with the messages, saying the edits are kept', async () => {
    const form = await saveAnswered(gatewayPage);
    expect(form.saveState.summary).toMatchObject({
      title: defaultMessages['error.server'](502),
      retryable: true,
    });
    expect(form.saveState.summary?.title).toMatch(/changes are kept/);
    // Developers still get the status text, on the error and through onError.
    // A failed save's error is a SaveError; the service's answer is its cause.
    const error = (form.saveState.error as SaveError).cause as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.hasProblemDocument).toBe(false);
    expect(error.problem.title).toBe('Bad Gateway');
  });

  it('uses the host’s message for an answer without a problem document', async () => {
    const form = await saveAnswered(gatewayPage, {
      'error.server': (status) => `Der Dienst antwortet nicht (${status}). Ihre Änderungen bleiben erhalten.`,
    });
    expect(form.saveState.summary?.title).toBe(
      'Der Dienst antwortet nicht (502). Ihre Änderungen bleiben erhalten.',
    );
  });

  it.each([
    ['about:blank', 'about:blank'],
    ['no type (about:blank by default)', undefined],
    ['a type of its own', 'https://example.com/problems/quota'],
  ])(
    'words a refused save from its status, keeping the service’s words for the details: %s',
    (_name, type) => {
      const error = new ApiError(400, {
        type,
        title: 'Bad Request',
        detail: 'The input message is incorrect',
        remedy: 'Fix the input',
        issues: [{ in: 'body', name: 'changes[0].value', detail: 'expected boolean' }],
      });
      const summary = describeError(error, defaultMessages);
      expect(summary.title).toBe('The service did not accept these settings. Your changes are kept.');
      // The service's words stay on the error only (the save bar's details for support show them).
      expect(JSON.stringify(summary)).not.toMatch(/input message|Fix the input|expected boolean|Bad Request/);
    },
  );

  it.each([401, 403])(
    'words a refused session (%i) with what to do, without the service’s code',
    (status) => {
      const error = new ApiError(status, {
        title: 'Unauthorized',
        detail: 'INVALID_SESSION_ID: the session expired',
      });
      const summary = describeError(error, defaultMessages);
      expect(summary.title).toBe(defaultMessages['error.auth']);
      expect(summary.title).not.toMatch(/INVALID_SESSION_ID|Unauthorized/);
      expect(describeError(error, defaultMessages, { nothingToKeep: true }).title).toBe(
        defaultMessages['error.load.auth'],
      );
    },
  );

  it('words a problem document without a title with the messages, not with its detail', () => {
    const error = new ApiError(400, { detail: 'The schedule must be a cron expression' });
    expect(describeError(error, defaultMessages).title).toBe(defaultMessages['error.server'](400));
  });

  it('shows a malformed answer in plain words, keeping the property path for developers', async () => {
    const form = await saveAnswered(() => HttpResponse.json({ id: 42 }));
    expect(form.saveState.summary).toMatchObject({
      title: defaultMessages['error.invalidResponse'],
    });
    const error = (form.saveState.error as SaveError).cause as InvalidResponseError;
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.path).toBe('id');
    expect(error.message).toContain('at id');
  });

  it('shows the messages, not the status text or developer text, in the save bar', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    server.use(http.patch(MOCK_PATCH_OBJECT_URL, gatewayPage));
    render(
      <IntegrationConfigProvider client={harness.client} queryClient={harness.queryClient}>
        <InstallationConfig
          integration={mockIds.salesforce.integrationName}
          groupRef={mockIds.salesforce.groupRef}
        />
      </IntegrationConfigProvider>,
    );
    const editor = within(await screen.findByRole('region', { name: 'Read Account' }));
    await user.click(await editor.findByRole('radio', { name: /Every 6 hours/ }));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    const alert = await editor.findByRole('alert');
    expect(alert.textContent).toBe(
      `${defaultMessages['save.failedTitle']}: ${defaultMessages['error.server'](502)}`,
    );
    expect(editor.getByRole<HTMLInputElement>('radio', { name: /Every 6 hours/ }).checked).toBe(true);
  });

  it('never puts the API key sent with the request into what the user reads', async () => {
    const echoed = `X-Api-Key: ${MOCK_API_KEY}`;
    const stored = createHarness(server).backend.store.getInstallation(mockIds.salesforce.installationId);
    const answers: [string, () => Response][] = [
      [
        'a gateway page echoing the request',
        () => new HttpResponse(`<pre>${echoed}</pre>`, { status: 502, statusText: echoed }),
      ],
      [
        'a 2xx body with the key as a property name',
        () => {
          // In a name-keyed map the widget needs whole (one saved object would fail only itself).
          const broken = structuredClone(stored) as Record<string, unknown> & typeof stored;
          if (broken) Object.assign(broken.connection, { providerMetadata: { [MOCK_API_KEY]: 'yes' } });
          return HttpResponse.json(broken);
        },
      ],
      [
        'issues naming the key in their paths, without words of their own',
        () =>
          HttpResponse.json(
            {
              title: 'Bad Request',
              issues: [
                { in: 'header', name: `headers["${MOCK_API_KEY}"]`, value: MOCK_API_KEY },
                { in: 'body', name: `changes[0].value["${MOCK_API_KEY}"]` },
              ],
            },
            { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
          ),
      ],
    ];
    for (const [_name, answer] of answers) {
      server.resetHandlers();
      const form = await saveAnswered(answer);
      const cause = (form.saveState.error as SaveError).cause;
      const { problem } = cause instanceof ApiError ? cause : { problem: {} };
      const placement = describeProblemPlacement(
        mapProblemToFields(problem, { action: 'read', objectName: 'account' }, form.pendingChanges[0]),
        defaultMessages,
      );
      const shown = JSON.stringify([
        form.saveState.summary,
        placement.formIssues,
        placement.fieldIssues.map((issue) => issue.message),
      ]);
      expect(shown).not.toContain(MOCK_API_KEY);
    }
  });
});

describe('describeProblemPlacement', () => {
  const target = { action: 'read' as const, objectName: 'account' };
  const patch: SaveStep = {
    kind: 'patchObject',
    action: 'read',
    objectName: 'account',
    changes: [{ op: 'replace', path: '/backfill/defaultPeriod/days', value: -1 }],
  };

  it('words an issue on no field of this form plainly, never with the service’s words or its property path', () => {
    const placement = mapProblemToFields(
      {
        issues: [
          {
            name: 'installation.config.content.read.objects.contact.schedule',
            detail: 'The schedule of Contact runs too often',
          },
        ],
      },
      target,
      patch,
    );
    expect(describeProblemPlacement(placement, defaultMessages)).toEqual({
      fieldIssues: [],
      formIssues: [defaultMessages['error.settingRejected']],
    });
  });

  it('words issues from the rule their setting falls under, else plainly, the host’s words when overridden', () => {
    const placement = mapProblemToFields(
      {
        title: 'Bad Request',
        issues: [
          { name: 'changes[0].value' },
          { name: 'installation.config.content.read.objects.contact.schedule' },
          { name: 'updateMask[0]' },
        ],
      },
      target,
      patch,
    );
    expect(describeProblemPlacement(placement, defaultMessages)).toEqual({
      fieldIssues: [
        { path: ['backfill', 'defaultPeriod', 'days'], message: defaultMessages['error.valueRejected'] },
      ],
      // Listed once: the same words twice would tell the user nothing more.
      formIssues: [defaultMessages['error.settingRejected']],
    });
    const messages = {
      ...defaultMessages,
      'error.valueRejected': 'Wert abgelehnt.',
      'error.settingRejected': 'Einstellung abgelehnt.',
    };
    expect(describeProblemPlacement(placement, messages)).toEqual({
      fieldIssues: [{ path: ['backfill', 'defaultPeriod', 'days'], message: 'Wert abgelehnt.' }],
      formIssues: ['Einstellung abgelehnt.'],
    });
  });
});

describe('wordServiceIssue', () => {
  // The rules the form cannot check before saving (they depend on the provider or the installation); the form
  // checks the others itself, so the service's refusal of them is worded plainly.
  it.each([
    [['providerOptions', 'quotaOptimization', 'enabled'], 'error.rule.quotaOptimization'],
    [['updateEvent', 'watchFieldsAuto', 'quotaOptimization'], 'error.rule.quotaOptimization'],
    [['deleteEvent', 'enabled'], 'error.rule.deleteEvent'],
    [['providerOptions', 'fastPoll'], 'error.rule.providerOption'],
    [['backfill', 'defaultPeriod', 'days'], 'error.valueRejected'],
    [['deletionSettings', 'enabled'], 'error.valueRejected'],
    [['destination'], 'error.valueRejected'],
  ] as const)('%j is worded by %s', (path, key) => {
    expect(wordServiceIssue(path, defaultMessages)).toBe(defaultMessages[key]);
  });
});
