// @vitest-environment node
import { objectStatus } from '../../src/core/objectStatus.ts';

describe('objectStatus', () => {
  it.each([
    { saved: undefined, disabled: undefined, error: undefined, expected: 'notConfigured' },
    { saved: {}, disabled: undefined, error: undefined, expected: 'enabled' },
    { saved: {}, disabled: false, error: undefined, expected: 'enabled' },
    { saved: {}, disabled: true, error: undefined, expected: 'disabled' },
    { saved: {}, disabled: true, error: 'broken', expected: 'error' },
    { saved: undefined, disabled: undefined, error: 'broken', expected: 'error' },
    { saved: {}, disabled: false, error: '', expected: 'enabled' },
  ])('saved $saved, disabled $disabled, error $error: $expected', ({ saved, disabled, error, expected }) => {
    expect(objectStatus(saved, disabled, error)).toBe(expected);
  });
});
