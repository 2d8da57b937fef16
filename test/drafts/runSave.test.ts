// @vitest-environment node
import type { ApiClient } from '../../src/api/createApiClient.ts';
import { ApiError, InvalidResponseError, NetworkError } from '../../src/api/errors.ts';
import { createDraftStore } from '../../src/drafts/createDraftStore.ts';
import type { SaveTicket } from '../../src/drafts/DraftStore.ts';
import { runSave } from '../../src/drafts/runSave.ts';
import { SaveError } from '../../src/drafts/SaveError.ts';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import type { Installation } from '../../src/schemas/installation.ts';
import type { JsonPatchOperation } from '../../src/schemas/requests.ts';
import { sampleInstallation } from '../core/samples.ts';

const KEY = 'read:account';

/**
 * A client that stores what it is sent in memory, as the service would (JSON Patch on an object's config), with
 * a queue of failures for the next calls.
 */
function fakeClient(stored: Installation) {
  const calls: string[] = [];
  const failures: Partial<Record<'read' | 'patch' | 'update', unknown>> = {};
  let installation = structuredClone(stored);
  const fail = (kind: 'read' | 'patch' | 'update') => {
    const failure = failures[kind];
    delete failures[kind];
    if (failure) throw failure;
  };
  const client = {
    scope: 'fake',
    getInstallation: async () => {
      calls.push('GET');
      fail('read');
      return structuredClone(installation);
    },
    patchInstallationObject: async ({
      objectName,
      changes,
    }: {
      objectName: string;
      changes: JsonPatchOperation[];
    }) => {
      calls.push(`PATCH ${changes.map((c) => `${c.op} ${c.path}`).join(', ')}`);
      fail('patch');
      const config = installation.config.content.read?.objects[objectName] as Record<string, unknown>;
      for (const change of changes) {
        const name = change.path.slice(1);
        if (change.op === 'remove') delete config[name];
        else config[name] = change.value;
      }
      return structuredClone(installation);
    },
    updateInstallation: async () => {
      calls.push('UPDATE');
      fail('update');
      return structuredClone(installation);
    },
  } as unknown as ApiClient;
  return {
    client,
    calls,
    failures,
    change: (edit: (i: Installation) => void) => {
      installation = structuredClone(installation);
      edit(installation);
    },
    stored: () => installation,
  };
}

function startSave(schedule: string) {
  const base = sampleInstallation();
  const store = createDraftStore(base);
  store.editAt(KEY, ['schedule'], schedule);
  const started = store.beginSave(KEY);
  if ('refused' in started) throw new Error(started.refused);
  return { base, store, ticket: started as SaveTicket };
}

const account = (installation: Installation) =>
  installation.config.content.read?.objects.account as ReadObjectConfig;

describe('runSave', () => {
  it('reads fresh, rebases onto it, and sends only the user’s change; the store learns the fresh read', async () => {
    const { base, store, ticket } = startSave('0 * * * *');
    const fake = fakeClient(base);
    fake.change((i) => {
      account(i).selectedFields.Fax = true;
    });
    const onRead = vi.fn();
    const result = await runSave({ client: fake.client, store, ticket, installation: base, onRead });
    expect(fake.calls).toEqual(['GET', 'PATCH replace /schedule']);
    expect(result.requests).toBe(1);
    expect(account(result.installation)).toMatchObject({
      schedule: '0 * * * *',
      selectedFields: { Fax: true },
    });
    expect(onRead).toHaveBeenCalledTimes(1);
    expect(account(store.getSnapshot().base as Installation).selectedFields.Fax).toBe(true);
  });

  it('sends nothing when the service holds the value already', async () => {
    const { base, store, ticket } = startSave('0 * * * *');
    const fake = fakeClient(base);
    fake.change((i) => {
      account(i).schedule = '0 * * * *';
    });
    const result = await runSave({ client: fake.client, store, ticket, installation: base });
    expect(fake.calls).toEqual(['GET']);
    expect(result.requests).toBe(0);
  });

  it('stops at the rebase when a setting changed elsewhere too: nothing is sent, the store shows the conflict', async () => {
    const { base, store, ticket } = startSave('0 * * * *');
    const fake = fakeClient(base);
    fake.change((i) => {
      account(i).schedule = '0 */6 * * *';
    });
    const error = await runSave({ client: fake.client, store, ticket, installation: base }).catch((e) => e);
    expect(error).toBeInstanceOf(SaveError);
    expect(error).toMatchObject({ step: 'rebase', mayHaveApplied: false });
    expect(error.conflicts).toEqual([{ path: '/schedule', mine: '0 * * * *', theirs: '0 */6 * * *' }]);
    expect(fake.calls).toEqual(['GET']);
    expect(store.getSnapshot().edits.get(KEY)?.conflicts).toHaveLength(1);
  });

  it.each([
    [
      'read',
      'a refused read',
      new ApiError(503, { title: 'Unavailable', retryable: true }),
      false,
      undefined,
    ],
    ['send', 'a refused write', new ApiError(400, { title: 'Bad Request' }), false, 'patchObject'],
    ['send', 'a write without an answer', new NetworkError(), true, 'patchObject'],
    [
      'send',
      'a write answered with something unreadable',
      new InvalidResponseError(200, '', 'not JSON'),
      true,
      'patchObject',
    ],
  ] as const)(
    'fails at the %s step on %s, saying whether the service may have applied it',
    async (step, _name, cause, mayHaveApplied, request) => {
      const { base, store, ticket } = startSave('0 * * * *');
      const fake = fakeClient(base);
      if (step === 'read') fake.failures.read = cause;
      else fake.failures.patch = cause;
      const error = await runSave({ client: fake.client, store, ticket, installation: base }).catch((e) => e);
      expect(error).toBeInstanceOf(SaveError);
      expect(error).toMatchObject({ step, mayHaveApplied, cause });
      expect(error.request?.kind).toBe(request);
      if (step === 'send') expect((error.sent as ReadObjectConfig).schedule).toBe('0 * * * *');
    },
  );

  it('fails at the plan step when the edit cannot be stored (a read object removed)', async () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    store.edit(KEY, undefined);
    const started = store.beginSave(KEY);
    if ('refused' in started) throw new Error(started.refused);
    const fake = fakeClient(base);
    const error = await runSave({ client: fake.client, store, ticket: started, installation: base }).catch(
      (e) => e,
    );
    expect(error).toMatchObject({ step: 'plan' });
    expect(fake.calls).toEqual(['GET']);
  });

  it('after a save whose answer was lost, reads whether it was applied and sends only what is left', async () => {
    const { base, store, ticket } = startSave('0 * * * *');
    const fake = fakeClient(base);
    fake.change((i) => {
      account(i).schedule = '0 * * * *';
    });
    store.saveFailed(
      ticket,
      new SaveError('send', { cause: new NetworkError(), sent: ticket.submitted, mayHaveApplied: true }),
    );
    store.editAt(KEY, ['selectedFields'], { ...account(base).selectedFields, Phone: true });
    const again = store.beginSave(KEY);
    if ('refused' in again) throw new Error(again.refused);
    expect(again.maybeSent).toEqual(ticket.submitted);
    await runSave({ client: fake.client, store, ticket: again, installation: base });
    expect(fake.calls).toEqual(['GET', 'PATCH add /selectedFields/Phone']);
  });
});
