import type { ApiClient } from '../api/index.ts';
import type { SaveStep } from '../core/planSave.ts';
import type { Installation } from '../schemas/index.ts';
import { isRetryableError, type RetryPolicy, retryDelayMs } from './retryPolicy.ts';

/** A save that stopped at `failedStep`; `installation` is the server state after the steps that succeeded. */
export class SaveStepError extends Error {
  override readonly name = 'SaveStepError';
  readonly failedStep: SaveStep;
  readonly installation: Installation;

  constructor(cause: unknown, failedStep: SaveStep, installation: Installation) {
    super(cause instanceof Error ? cause.message : 'Save failed', { cause });
    this.failedStep = failedStep;
    this.installation = installation;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the planned steps in order and returns the installation the service answered last. A step the service
 * refuses as retryable (503/429 with `retryable`) is sent again within the policy; a network failure is not,
 * since the service may have applied it.
 */
export async function runSaveSteps(
  client: ApiClient,
  installation: Installation,
  steps: SaveStep[],
  options: { retryPolicy: RetryPolicy; skipSampling?: boolean },
): Promise<Installation> {
  let latest = installation;
  for (const step of steps) {
    for (let attempt = 0; ; attempt++) {
      try {
        latest =
          step.kind === 'patchObject'
            ? await client.patchInstallationObject({
                integrationId: installation.integrationId,
                installationId: installation.id,
                objectName: step.objectName,
                action: step.action,
                changes: step.changes,
              })
            : await client.updateInstallation({
                integrationId: installation.integrationId,
                installationId: installation.id,
                updateMask: step.updateMask,
                installation: step.installation,
                skipSampling: options.skipSampling ?? step.skipSampling,
              });
        break;
      } catch (error) {
        const retryable =
          isRetryableError(error) && !(error instanceof Error && error.name === 'NetworkError');
        if (!retryable || attempt >= options.retryPolicy.retries)
          throw new SaveStepError(error, step, latest);
        await wait(retryDelayMs(options.retryPolicy, attempt, error));
      }
    }
  }
  return latest;
}
