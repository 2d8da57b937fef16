// @vitest-environment node
import { fieldView } from '../../src/core/fieldView.ts';
import { includesField } from '../../src/core/includesField.ts';

const rows = Array.from({ length: 10 }, (_, i) => fieldView(`f${i}`, undefined));
const rowNumber = new Map(rows.map((f, i) => [f.fieldName, i]));
const pick = (...indexes: number[]) => indexes.map((i) => rows[i] ?? rows[0]!);

describe('includesField', () => {
  it.each([
    { name: 'no matches', matching: [], row: 3, expected: false },
    { name: 'the only match', matching: pick(3), row: 3, expected: true },
    { name: 'the first of several', matching: pick(1, 4, 6, 9), row: 1, expected: true },
    { name: 'the last of several', matching: pick(1, 4, 6, 9), row: 9, expected: true },
    { name: 'one in the middle', matching: pick(1, 4, 6, 9), row: 6, expected: true },
    { name: 'a row between matches', matching: pick(1, 4, 6, 9), row: 5, expected: false },
    { name: 'a row before all', matching: pick(1, 4, 6, 9), row: 0, expected: false },
    { name: 'a row after all', matching: pick(1, 4, 6), row: 8, expected: false },
    { name: 'every row', matching: rows, row: 7, expected: true },
    { name: 'a field without a row', matching: rows, row: -1, expected: false },
  ])('finds $name: $expected', ({ matching, row, expected }) => {
    expect(includesField(matching, rowNumber, row < 0 ? 'unknown' : `f${row}`)).toBe(expected);
  });
});
