import { englishFormat as english, type LocaleFormat } from './localeFormat.ts';

/** The save bar's words: status, preview, conflicts, failures. */
export const saveMessages = {
  'save.unsaved': 'Unsaved changes',
  'save.noChanges': 'No unsaved changes',
  'save.previewTitle': 'What will be saved',
  'save.save': 'Save',
  'save.saving': 'Saving…',
  'save.discard': 'Discard',
  'save.saved': 'Saved.',
  'save.unchanged': 'Already saved: nothing needed to be sent.',
  'save.undone': 'Undone.',
  'save.conflictsToResolve': (count: number, f: LocaleFormat = english) =>
    `${f.number(count)} conflict${count === 1 ? '' : 's'} to resolve before saving`,
  'save.failedTitle': 'Your changes were not saved',
  'save.requestId': (id: string) => `Reference: ${id}`,
  /** The disclosure that holds the service's own words about a failure, and its reference, for support. */
  'save.details': 'Details for support',
  'save.skipSampling': 'Save without the test read',
  'save.skipSamplingHint':
    'The service tried to read a sample with these settings and could not. You can save anyway.',
  'save.undo': 'Undo',
  'save.conflictsTitle': 'Changed elsewhere while you were editing',
  'save.conflict': (label: string, theirs: string) =>
    `${label}: changed elsewhere to ${theirs} since you started.`,
  'save.conflictNothing': 'nothing',
  'save.conflictAtField': (theirs: string) => `Changed elsewhere to ${theirs} since you started.`,
  'save.conflictRemoved': (object: string) =>
    `${object} was removed elsewhere since you started. Keep mine sets it up again with your changes.`,
  'save.conflictChangedRemoved': (object: string) =>
    `You removed ${object}, but it was changed elsewhere since you started. Keep mine removes it anyway.`,
  'save.valueOn': 'on',
  'save.valueOff': 'off',
  'save.valueOther': 'other settings',
  'save.valueQuoted': (text: string) => `“${text}”`,
  'save.valueFilter': (field: string, value: string) => `${field} equals ${value}`,
  'save.valuePaused': 'paused',
  'save.keepMine': 'Keep mine',
  'save.useTheirs': 'Use theirs',
  'save.invalid': 'Some settings need your attention before saving.',
};
