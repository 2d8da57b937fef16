import { diffObjectConfig } from '../src/core/diffObjectConfig.ts';
import { draftFromInstallation } from '../src/core/draftFromInstallation.ts';
import { planSave, type SaveStep } from '../src/core/planSave.ts';
import type { ConfigDraft } from '../src/schemas/draft.ts';
import type { Installation } from '../src/schemas/installation.ts';

const FIELD_COUNT = 5000;
const CHANGE_COUNTS = [1, 50, 5000];
const WARM_UP = 200;
const ITERATIONS = 200;

const group = { groupRef: 'acme', groupName: 'Acme', projectId: 'p1', createTime: '2026-01-01T00:00:00Z' };

function fieldName(index: number): string {
  // Every tenth name carries characters that need escaping (RFC 6901 `/`, `~`; update masks `.`), as
  // provider field names do.
  return index % 10 === 0 ? `Custom/Field~${index}.c` : `Field_${index}__c`;
}

/** An installation whose `account` read object selects 5,000 fields. */
function installationWith5000Fields(): Installation {
  const selectedFields: Record<string, boolean> = {};
  for (let i = 0; i < FIELD_COUNT; i++) selectedFields[fieldName(i)] = true;
  const selectedFieldMappings: Record<string, string> = {};
  for (let i = 0; i < 50; i++) selectedFieldMappings[`mapped${i}`] = fieldName(i);
  return {
    id: 'inst-bench',
    projectId: 'p1',
    integrationId: 'int-1',
    group,
    healthStatus: 'healthy',
    connection: {
      id: 'conn-1',
      projectId: 'p1',
      provider: 'salesforce',
      group,
      consumer: {
        consumerRef: 'u1',
        consumerName: 'Jane',
        projectId: 'p1',
        createTime: '2026-01-01T00:00:00Z',
      },
      createTime: '2026-01-01T00:00:00Z',
      authScheme: 'oauth2/authorizationCode',
      status: 'working',
    },
    createTime: '2026-01-01T00:00:00Z',
    createdBy: 'consumer:u1',
    config: {
      id: 'cfg-1',
      revisionId: 'rev-1',
      createTime: '2026-01-01T00:00:00Z',
      createdBy: 'consumer:u1',
      content: {
        provider: 'salesforce',
        read: {
          objects: {
            account: {
              objectName: 'account',
              schedule: '*/15 * * * *',
              destination: 'accountWebhook',
              selectedFields,
              selectedFieldMappings,
              selectedValueMappings: { Status: { open: 'Open', closed: 'Closed' } },
              fieldFilters: [{ fieldName: 'Industry', operator: 'eq', value: 'Tech' }],
            },
          },
        },
        proxy: { enabled: true },
      },
    },
  };
}

/** The draft after the user deselects the first `count` fields. */
function draftWithChanges(installation: Installation, count: number): ConfigDraft {
  const draft = draftFromInstallation(installation);
  const account = draft.content.read?.objects.account;
  if (!account) throw new Error('the bench installation has no account read object');
  for (let i = 0; i < count; i++) account.selectedFields[fieldName(i)] = false;
  return draft;
}

function measure(run: () => void): { median: number; p95: number } {
  for (let i = 0; i < WARM_UP; i++) run();
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

function bytes(body: unknown): number {
  return new TextEncoder().encode(JSON.stringify(body)).length;
}

/** Bytes of the request bodies a save sends: `{ installationId, action, changes }` per patch, the mask body. */
function requestBodyBytes(installationId: string, steps: SaveStep[]): number {
  let total = 0;
  for (const step of steps) {
    if (step.kind === 'patchObject') {
      total += bytes({ installationId, action: step.action, changes: step.changes });
    } else {
      total += bytes({ updateMask: step.updateMask, installation: step.installation });
    }
  }
  return total;
}

const ms = (value: number) => value.toFixed(3);

/** Times diffObjectConfig and planSave on an object with 5,000 fields and prints one row per change count. */
export function runChangeEngineBench(): void {
  const installation = installationWith5000Fields();
  const before = installation.config.content.read?.objects.account;
  if (!before) throw new Error('the bench installation has no account read object');
  const wholeObjectBytes = bytes({
    installationId: installation.id,
    action: 'read',
    changes: [{ op: 'replace', path: '', value: before }],
  });

  const rows = CHANGE_COUNTS.map((count) => {
    const draft = draftWithChanges(installation, count);
    const after = draft.content.read?.objects.account;
    if (!after) throw new Error('the bench draft has no account read object');
    const diff = measure(() => diffObjectConfig(before, after));
    const save = measure(() => planSave(installation, draft));
    const steps = planSave(installation, draft);
    return {
      changes: count,
      operations: diffObjectConfig(before, after).length,
      requests: steps.length,
      'diff median ms': ms(diff.median),
      'diff p95 ms': ms(diff.p95),
      'planSave median ms': ms(save.median),
      'planSave p95 ms': ms(save.p95),
      'body bytes': requestBodyBytes(installation.id, steps),
    };
  });

  console.log(
    `\nChange engine: read object with ${FIELD_COUNT} selected fields ` +
      `(${WARM_UP} warm-up + ${ITERATIONS} timed runs each, Node ${process.version})`,
  );
  console.table(rows);
  console.log(`For comparison, resending the whole object config: ${wholeObjectBytes} bytes per save.`);
  console.log('Targets: diff median < 2 ms for one change; one-field save < 200 bytes of request body.');
}
