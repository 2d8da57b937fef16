// @vitest-environment node
// These assertions are checked by `tsc --noEmit` (part of `npm test`); at run time they only need to load.
import type { UseFormReturn } from 'react-hook-form';
import type { ApiClient } from '../../src/api/createApiClient.ts';
import type { SaveStep } from '../../src/core/planSave.ts';
import type { SaveResult } from '../../src/hooks/DraftForm.ts';
import { useCreateInstallation } from '../../src/hooks/useCreateInstallation.ts';
import { useHydratedRevision } from '../../src/hooks/useHydratedRevision.ts';
import { useInstallation } from '../../src/hooks/useInstallation.ts';
import {
  type InstallationSettingsValues,
  useInstallationSettings,
} from '../../src/hooks/useInstallationSettings.ts';
import { useIntegration } from '../../src/hooks/useIntegration.ts';
import type { useObjectConfigForm } from '../../src/hooks/useObjectConfigForm.ts';
import { type InstallationData, useRevisionObjects } from '../../src/hooks/useRevisionObjects.ts';
import type { ReadObjectConfig, SubscribeObjectConfig, WriteObjectConfig } from '../../src/schemas/config.ts';
import type { Installation } from '../../src/schemas/installation.ts';
import type { HydratedRevisionShell, Integration } from '../../src/schemas/integration.ts';

describe('public hook types', () => {
  it('data hooks take the documented inputs and return typed data', () => {
    expectTypeOf(useIntegration).parameter(0).toEqualTypeOf<string | undefined>();
    expectTypeOf(useIntegration).returns.toHaveProperty('data').toEqualTypeOf<Integration | undefined>();
    expectTypeOf(useInstallation)
      .parameter(0)
      .toMatchTypeOf<
        | { integrationId: string; groupRef: string }
        | { integrationId: string; installationId: string }
        | undefined
      >();
    expectTypeOf(useInstallation)
      .returns.toHaveProperty('data')
      .toEqualTypeOf<Installation | null | undefined>();
    expectTypeOf(useHydratedRevision)
      .returns.toHaveProperty('data')
      .toEqualTypeOf<HydratedRevisionShell | undefined>();
    expectTypeOf(useRevisionObjects).returns.toEqualTypeOf<InstallationData>();
  });

  it('the object form is typed by action', () => {
    type ReadForm = ReturnType<typeof useObjectConfigForm<'read'>>;
    type WriteForm = ReturnType<typeof useObjectConfigForm<'write'>>;
    type SubscribeForm = ReturnType<typeof useObjectConfigForm<'subscribe'>>;
    expectTypeOf<ReadForm['form']>().toEqualTypeOf<UseFormReturn<ReadObjectConfig>>();
    expectTypeOf<WriteForm['form']>().toEqualTypeOf<UseFormReturn<WriteObjectConfig>>();
    expectTypeOf<SubscribeForm['form']>().toEqualTypeOf<UseFormReturn<SubscribeObjectConfig>>();
    expectTypeOf<ReadForm['pendingChanges']>().toEqualTypeOf<SaveStep[]>();
    expectTypeOf<ReadForm['save']>().returns.toEqualTypeOf<Promise<SaveResult>>();
    expectTypeOf<ReadForm['isDirty']>().toEqualTypeOf<boolean>();
  });

  it('settings and creation', () => {
    expectTypeOf(useInstallationSettings)
      .returns.toHaveProperty('form')
      .toEqualTypeOf<UseFormReturn<InstallationSettingsValues>>();
    expectTypeOf(useCreateInstallation)
      .returns.toHaveProperty('create')
      .returns.toEqualTypeOf<Promise<Installation>>();
  });

  it('the client scope carries no credentials in its type', () => {
    expectTypeOf<ApiClient['scope']>().toEqualTypeOf<string>();
  });
});
