import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createDraftStore } from '../../src/drafts/createDraftStore.ts';
import { connectForm } from '../../src/hooks/connectForm.ts';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import { sampleInstallation, withAccount } from '../core/samples.ts';

const KEY = 'read:account';

describe('connectForm', () => {
  it('writes into the form only the parts whose value the store changed, not those it only copied', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    const { result } = renderHook(() => useForm<ReadObjectConfig>());
    const written: string[] = [];
    const form: typeof result.current = {
      ...result.current,
      setValue: (name, value, options) => {
        written.push(name);
        result.current.setValue(name, value, options);
      },
    };
    const disconnect = connectForm(form, store, KEY, undefined, () => true);
    expect(form.getValues('selectedFields')).toEqual(
      base.config.content.read?.objects.account?.selectedFields,
    );

    // A fresh read (a save's answer, a refetch): every part is a new object, only the schedule changed.
    act(() =>
      store.setBase(withAccount(base, (config) => Object.assign(config, { schedule: '0 */6 * * *' }))),
    );
    expect(form.getValues('schedule')).toBe('0 */6 * * *');
    // The same fields (and the rest) in new objects are not written again: react-hook-form would walk the whole
    // form to find out what is dirty after each such write.
    expect(written).toEqual(['schedule']);

    // A part that changed is written, and what the user changes in the form still reaches the store.
    act(() =>
      store.setBase(
        withAccount(base, (config) => Object.assign(config, { selectedFields: { name: true, phone: true } })),
      ),
    );
    expect(form.getValues('selectedFields')).toEqual({ name: true, phone: true });
    expect(written).toEqual(['schedule', 'schedule', 'selectedFields']);
    act(() => form.setValue('schedule', '0 0 * * *'));
    expect(store.getSnapshot().edits.get(KEY)?.value).toMatchObject({ schedule: '0 0 * * *' });
    disconnect();
  });
});
