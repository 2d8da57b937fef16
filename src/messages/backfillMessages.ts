/** The history (backfill) editor's words. */
export const backfillMessages = {
  // --- read editor: history and filters (lazy sections) ---
  'backfill.legend': 'How far back the first read goes',
  'backfill.none': 'Only new changes',
  'backfill.none.hint':
    'No history: the first read starts now and picks up records created or changed from then on.',
  'backfill.days': 'Recent history',
  'backfill.days.hint':
    'The first read also picks up records created or changed in the last days you choose.',
  'backfill.days.label': 'Number of days',
  'backfill.days.invalid': 'Enter a whole number of days, 1 or more.',
  'backfill.full': 'Full history',
  'backfill.full.hint':
    'The first read goes back to the oldest record. For a large account this can take a while.',
};
