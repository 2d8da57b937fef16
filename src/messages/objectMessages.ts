/** The editors' words for an object that cannot be edited now. */
export const objectMessages = {
  // --- any editor: an object that cannot be edited now ---
  /** An object that cannot be edited: its saved settings (`installation`) or its definition could not be read. */
  'object.failed': (object: string, source: 'revision' | 'installation' | 'integration' | undefined) =>
    source === 'installation'
      ? `The saved settings of ${object} could not be read, so it cannot be edited right now. Saving other objects leaves them as they are.`
      : `${object} could not be read from the integration, so it cannot be edited right now.`,
  /** Edits made before the object failed to load (while its fields loaded): kept, and how to let them go. */
  'object.editsKept': (object: string) =>
    `Your unsaved changes to ${object} are kept, to save once it loads. Discard them if you no longer want them.`,
  'object.discardEdits': 'Discard unsaved changes',
};
