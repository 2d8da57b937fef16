import { type SuggestionField, suggestMappings } from '../src/core/suggestMappings.ts';
import { suggestMappingsInSteps } from '../src/core/suggestMappingsInSteps.ts';
import { salesforceProviderObjects } from '../src/mock/fixtures/salesforceObjects.ts';
import { generateFixture } from '../src/mock/index.ts';

const ITERATIONS = 30;

const prompts = [
  {
    mapToName: 'accountTier',
    displayName: 'Account tier',
    mappedValues: ['Platinum', 'Gold', 'Silver', 'Bronze'].map((v) => ({
      mappedValue: v.toLowerCase(),
      mappedDisplayValue: v,
    })),
  },
  { mapToName: 'salesRegion', displayName: 'Sales region' },
  { mapToName: 'companyName', displayName: 'Company name' },
  { mapToName: 'annual_revenue', displayName: 'Annual revenue' },
  { mapToName: 'ownerId', displayName: 'Owner' },
];

function fieldsOf(
  fields: {
    fieldName: string;
    displayName: string;
    valueType?: SuggestionField['valueType'];
    values?: SuggestionField['values'];
  }[],
): SuggestionField[] {
  return fields.map(({ fieldName, displayName, valueType, values = [] }) => ({
    fieldName,
    displayName,
    valueType,
    values,
  }));
}

// Cold: a new list each time, so the names of every field are prepared again (as on an object's first mapping).
function medianMs(fields: SuggestionField[]): number {
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const list = [...fields];
    const start = performance.now();
    suggestMappings(prompts, list);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

// The widget runs the suggestions a step at a time, about 8 ms of steps per task (runInShortTasks): the longest
// step is what one task can overrun its budget by, so it bounds how late a frame can be drawn meanwhile.
function steps(fields: SuggestionField[]): { steps: number; longestMs: number; totalMs: number } {
  const list = [...fields];
  const run = suggestMappingsInSteps(prompts, list);
  let count = 0;
  let longestMs = 0;
  const start = performance.now();
  for (;;) {
    const stepStart = performance.now();
    const step = run.next();
    longestMs = Math.max(longestMs, performance.now() - stepStart);
    count++;
    if (step.done) break;
  }
  return { steps: count, longestMs, totalMs: performance.now() - start };
}

/** Times suggestMappings (5 prompts) over Salesforce's Account and over a generated object of 5,000 fields. */
export function runMappingSuggestionsBench(): void {
  const account = salesforceProviderObjects.find((o) => o.objectName === 'account');
  const generated = generateFixture({ objects: 1, fieldsPerObject: 5000 }).connections[0]?.providerObjects[0];
  if (!account || !generated) throw new Error('no bench objects');
  console.log('\nMapping suggestions (5 prompts, cold, median of %d):', ITERATIONS);
  console.table([
    {
      object: `Salesforce Account (${account.fields.length} fields)`,
      ms: medianMs(fieldsOf(account.fields)).toFixed(2),
    },
    {
      object: `generated (${generated.fields.length} fields)`,
      ms: medianMs(fieldsOf(generated.fields)).toFixed(2),
    },
  ]);
  // Steps of the first run (cold: names prepared as the widget first meets the object), median of the runs.
  const runs = Array.from({ length: 9 }, () => steps(fieldsOf(generated.fields))).sort(
    (a, b) => a.longestMs - b.longestMs,
  );
  const median = runs[Math.floor(runs.length / 2)];
  console.log(
    `In steps over the generated object (cold, median of ${runs.length}): ${median?.steps} steps, longest ` +
      `${median?.longestMs.toFixed(2)} ms, all ${median?.totalMs.toFixed(1)} ms (a task runs steps for about 8 ms)`,
  );
}
