/** Every user-visible string of the widget and the hooks; override any of them through the Provider's `messages`. */
export const defaultMessages = {
  'error.network': 'Could not reach the server. Check your connection; your changes are kept.',
  'error.invalidResponse': 'The server sent an answer this page could not read. Your changes are kept.',
  'error.unknown': 'Something went wrong. Your changes are kept.',
  'error.noInstallation': 'There is no installation to save to yet.',
  'error.requiredMapping': 'Choose a field for this mapping.',
  'error.duplicateMapping': (field: string) => `${field} is already mapped to another field.`,
  'error.unknownField': (field: string) => `${field} is not a field of this object.`,
};

/** The type of the full message catalogue. */
export type Messages = typeof defaultMessages;

/** Overrides for some of the messages. */
export type MessageOverrides = Partial<Messages>;
