// The write, subscribe and settings editors, in one module so they ship as one lazy chunk (with the messages and
// parts they share) rather than one small chunk each: one chunk compresses better and costs fewer requests.
// Importing the read parts' module makes this chunk load after the read parts' one (the widget preloads it as it
// mounts), so the parts both use (combobox, choice group, conflict notice) ship once, in that chunk.
export { ConflictNotice, ProviderFieldCombobox } from '../read/readParts.ts';
export { InstallationSettingsPanel } from '../settings/InstallationSettingsPanel.tsx';
export { SubscribeObjectEditor } from '../subscribe/SubscribeObjectEditor.tsx';
export { WriteObjectEditor } from '../write/WriteObjectEditor.tsx';
