import { type SuggestionField, suggestMappings } from '../src/core/suggestMappings.ts';
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
}
