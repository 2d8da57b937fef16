// @vitest-environment node
import { checkReadObject } from '../../src/core/checkReadObject.ts';

const complete = { objectName: 'account', destination: 'accounts', schedule: '*/10 * * * *' };

describe('checkReadObject', () => {
  it.each([
    { name: 'a complete header', raw: complete, ok: true, error: undefined },
    {
      name: 'no destination',
      raw: { ...complete, destination: undefined },
      ok: true,
      error: 'The service sent no destination for this object.',
    },
    {
      name: 'no schedule',
      raw: { ...complete, schedule: undefined },
      ok: true,
      error: 'The service sent no schedule for this object.',
    },
    {
      name: "the service's own error first",
      raw: { objectName: 'account', error: 'Token expired' },
      ok: true,
      error: 'Token expired',
    },
    {
      name: 'an error that is not text',
      raw: { ...complete, error: 5 },
      ok: true,
      error: 'The service could not load this object.',
    },
    { name: 'no name', raw: { destination: 'accounts' }, ok: false, error: undefined },
  ])('checks $name', ({ raw, ok, error }) => {
    const checked = checkReadObject(raw, 0);
    expect(checked.ok).toBe(ok);
    if (checked.ok) expect(checked.error).toBe(error);
    else expect(checked.reason).toBe('read.objects[0].objectName: expected string');
    // Checked once per object.
    expect(checkReadObject(raw, 0)).toBe(checked);
  });
});
