// @vitest-environment node
import { fieldView } from '../../src/core/fieldView.ts';
import { sortByDisplayName } from '../../src/core/sortByDisplayName.ts';

const view = (fieldName: string, displayName: string) =>
  fieldView(fieldName, { fieldName, displayName, valueType: 'string' });

function runToEnd(views: ReturnType<typeof view>[], stepSize: number) {
  const steps = sortByDisplayName(views, stepSize);
  let yields = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { sorted: step.value.map((v) => v.fieldName), yields };
    yields++;
  }
}

describe('sortByDisplayName', () => {
  it.each([
    { name: 'no fields', fields: [], stepSize: 10, sorted: [], yields: 0 },
    {
      name: 'case and accents ignored',
      fields: [view('b', 'banana'), view('a', 'Äpfel'), view('c', 'cherry')],
      stepSize: 10,
      sorted: ['a', 'b', 'c'],
      yields: 0,
    },
    {
      name: 'numbers in names by value',
      fields: [view('f10', 'Field 10'), view('f9', 'Field 9'), view('f1', 'Field 1')],
      stepSize: 10,
      sorted: ['f1', 'f9', 'f10'],
      yields: 0,
    },
    {
      name: 'equal names by API name',
      fields: [view('name_2', 'Name'), view('Name', 'Name'), view('name_1', 'name')],
      stepSize: 10,
      sorted: ['Name', 'name_1', 'name_2'],
      yields: 0,
    },
    {
      name: 'a step after each two keys',
      fields: [view('e', 'e'), view('d', 'd'), view('c', 'c'), view('b', 'b'), view('a', 'a')],
      stepSize: 2,
      sorted: ['a', 'b', 'c', 'd', 'e'],
      yields: 2,
    },
  ])('sorts $name', ({ fields, stepSize, sorted, yields }) => {
    expect(runToEnd(fields, stepSize)).toEqual({ sorted, yields });
  });
});
