// @vitest-environment node
// The mock checks what the service checks, in the service's titles and in words a user understands.
import { ApiError } from '../../src/api/errors.ts';
import { mockIds } from '../../src/mock/index.ts';
import { useMockBackend } from './support/harness.ts';

const { salesforce } = mockIds;

const problemOf = async (call: Promise<unknown>) => {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).problem;
};

describe('mock fidelity', () => {
  const mock = useMockBackend();
  const updateCreatedBy = (createdBy: string) =>
    mock.client.updateInstallation({
      integrationId: salesforce.integrationId,
      installationId: salesforce.installationId,
      updateMask: ['config.createdBy'],
      installation: { config: { createdBy } },
    });

  it.each(['consumer:user_1', 'builder:b-2', 'api:create-installation'])(
    'accepts createdBy %s',
    async (createdBy) => {
      expect((await updateCreatedBy(createdBy)).config.createdBy).toBe(createdBy);
    },
  );

  it.each(['someone', 'user:1', 'consumer:', ''])(
    'refuses createdBy %j with a 400 naming it',
    async (createdBy) => {
      const before = mock.backend.store.getInstallation(salesforce.installationId);
      const problem = await problemOf(updateCreatedBy(createdBy));
      expect(problem).toMatchObject({
        status: 400,
        title: 'Bad Request',
        issues: [
          { in: 'body', name: 'installation.config.createdBy', detail: expect.stringContaining('consumer:') },
        ],
      });
      expect(mock.backend.store.getInstallation(salesforce.installationId)).toEqual(before);
    },
  );

  it('refuses a createdBy of another format on create', async () => {
    const problem = await problemOf(
      mock.client.createInstallation({
        integrationId: salesforce.integrationId,
        groupRef: mockIds.emptyGroupRef,
        config: { content: { provider: 'salesforce', proxy: { enabled: true } }, createdBy: 'jane' },
      }),
    );
    expect(problem).toMatchObject({ status: 400, issues: [{ name: 'config.createdBy' }] });
    expect(mock.backend.store.listInstallations({ groupRef: mockIds.emptyGroupRef })).toEqual([]);
  });

  it.each([
    [
      'a schedule that is no cron expression',
      '/schedule',
      'every hour',
      'The schedule must be a cron expression',
    ],
    ['a number of days that is not whole', '/backfill/defaultPeriod/days', 1.5, 'Must be a whole number'],
    ['a value outside the allowed ones', '/selectedFieldsAuto', 'some', 'Must be one of: "all"'],
  ])('words %s for the user (never "received undefined")', async (_name, path, value, words) => {
    const problem = await problemOf(
      mock.client.patchInstallationObject({
        integrationId: salesforce.integrationId,
        installationId: salesforce.installationId,
        objectName: 'account',
        action: 'read',
        changes: [{ op: 'add', path, value }],
      }),
    );
    expect(problem.title).toBe('Bad Request');
    const details = (problem.issues ?? []).map((issue) => issue.detail ?? '');
    expect(details.join('\n')).toContain(words);
    for (const detail of details) expect(detail).not.toMatch(/received|Invalid input/);
  });

  it('says a missing required property is required', async () => {
    const problem = await problemOf(
      mock.client.patchInstallationObject({
        integrationId: salesforce.integrationId,
        installationId: salesforce.installationId,
        objectName: 'account',
        action: 'read',
        changes: [{ op: 'remove', path: '/selectedFields' }],
      }),
    );
    expect(problem.issues?.map((issue) => issue.detail)).toContain('This property is required');
  });
});
