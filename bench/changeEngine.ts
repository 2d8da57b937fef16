import { diffObjectConfig } from '../src/core/diffObjectConfig.ts';
import { draftFromInstallation } from '../src/core/draftFromInstallation.ts';
import { planObjectEdit } from '../src/core/planObjectEdit.ts';
import { planSave, type SaveStep } from '../src/core/planSave.ts';
import { createDraftStore } from '../src/drafts/createDraftStore.ts';
import { generateFixture } from '../src/mock/index.ts';
import type { ConfigDraft } from '../src/schemas/draft.ts';
import type { Installation } from '../src/schemas/installation.ts';

const FIELD_COUNT = 5000;
const CHANGE_COUNTS = [1, 50, 5000];
const WARM_UP = 200;
const ITERATIONS = 200;

/**
 * The mock's generated fixture (one provider object with 5,000 fields), with its read object selecting every
 * field: the largest object config the widget is expected to edit.
 */
function installationWith5000Fields(): { installation: Installation; fieldNames: string[] } {
  const fixture = generateFixture({ objects: 1, fieldsPerObject: FIELD_COUNT });
  const installation = fixture.installations[0];
  const providerObject = fixture.connections[0]?.providerObjects[0];
  const config = providerObject && installation?.config.content.read?.objects[providerObject.objectName];
  if (!installation || !providerObject || !config) throw new Error('generateFixture returned no read object');
  const fieldNames = providerObject.fields.map((field) => field.fieldName);
  config.selectedFields = Object.fromEntries(fieldNames.map((name) => [name, true]));
  return { installation, fieldNames };
}

/** The draft after the user deselects the last `count` fields of `objectName`. */
function draftWithChanges(
  installation: Installation,
  objectName: string,
  fieldNames: string[],
  count: number,
): ConfigDraft {
  const draft = draftFromInstallation(installation);
  const config = draft.content.read?.objects[objectName];
  if (!config) throw new Error(`the bench draft has no read object ${objectName}`);
  // From the end of the list, whose names are the longest (a conservative figure for request bytes).
  for (const name of fieldNames.slice(-count)) config.selectedFields[name] = false;
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
  const { installation, fieldNames } = installationWith5000Fields();
  const [objectName, before] = Object.entries(installation.config.content.read?.objects ?? {})[0] ?? [];
  if (!objectName || !before) throw new Error('the bench installation has no read object');
  const wholeObjectBytes = bytes({
    installationId: installation.id,
    action: 'read',
    changes: [{ op: 'replace', path: '', value: before }],
  });

  const rows = CHANGE_COUNTS.map((count) => {
    const draft = draftWithChanges(installation, objectName, fieldNames, count);
    const after = draft.content.read?.objects[objectName];
    if (!after) throw new Error(`the bench draft has no read object ${objectName}`);
    const diff = measure(() => diffObjectConfig(before, after));
    const save = measure(() => planSave(installation, draft));
    const steps = planSave(installation, draft);
    // The widget's path: one edit into the installation's draft store, planned for that object only.
    const store = createDraftStore(installation);
    let flip = false;
    const edit = measure(() => {
      flip = !flip;
      store.edit(`read:${objectName}`, flip ? after : before);
    });
    const objectSteps = planObjectEdit(installation, 'read', objectName, after);
    return {
      changes: count,
      operations: diffObjectConfig(before, after).length,
      requests: steps.length,
      'diff median ms': ms(diff.median),
      'diff p95 ms': ms(diff.p95),
      'planSave median ms': ms(save.median),
      'planSave p95 ms': ms(save.p95),
      'body bytes': requestBodyBytes(installation.id, steps),
      'store edit median ms': ms(edit.median),
      'store edit p95 ms': ms(edit.p95),
      'sent bytes (planObjectEdit)': requestBodyBytes(installation.id, objectSteps),
    };
  });

  console.log(
    `\nChange engine: read object "${objectName}" with ${FIELD_COUNT} selected fields ` +
      `(${WARM_UP} warm-up + ${ITERATIONS} timed runs each, Node ${process.version})`,
  );
  console.table(rows);
  console.log(`For comparison, resending the whole object config: ${wholeObjectBytes} bytes per save.`);
  console.log(
    'Targets: diff median < 2 ms for one change; a toggle planned by the draft store < 2 ms; one-field save ' +
      '< 200 bytes of request body; a save never larger than the object config.',
  );
}
