// @vitest-environment node
import { conditionFieldFor } from '../../src/core/conditionFieldFor.ts';
import { textFieldView } from '../../stories/support/fieldViews.ts';

const fields = [
  textFieldView('accountid', 'Account ID'),
  textFieldView('title', 'Title'),
  textFieldView('leadsource', 'Lead Source'),
];

describe('conditionFieldFor', () => {
  it.each<{
    name: string;
    selected: Record<string, boolean> | undefined;
    used: string[];
    expected: string | undefined;
  }>([
    { name: 'nothing selected: the first field', selected: undefined, used: [], expected: 'accountid' },
    {
      name: 'the first selected field',
      selected: { leadsource: true, title: true },
      used: [],
      expected: 'title',
    },
    {
      name: 'a selected field with a condition is passed over',
      selected: { leadsource: true, title: true },
      used: ['title'],
      expected: 'leadsource',
    },
    {
      name: 'a field turned off does not count',
      selected: { title: false },
      used: [],
      expected: 'accountid',
    },
    {
      name: 'every selected field has one: the first free field',
      selected: { title: true },
      used: ['title'],
      expected: 'accountid',
    },
    {
      name: 'an inherited name is not a selection',
      selected: Object.create({ title: true }) as Record<string, boolean>,
      used: [],
      expected: 'accountid',
    },
    {
      name: 'every field has one',
      selected: { title: true },
      used: ['accountid', 'title', 'leadsource'],
      expected: undefined,
    },
  ])('$name', ({ selected, used, expected }) => {
    expect(conditionFieldFor(fields, selected, new Set(used))?.fieldName).toBe(expected);
  });
});
