// The write, subscribe and settings editors, in one module so they ship as one lazy chunk (with the messages and
// parts they share) rather than one small chunk each: one chunk compresses better and costs fewer requests.
export { InstallationSettingsPanel } from './settings/InstallationSettingsPanel.tsx';
export { SubscriptionProgress } from './settings/SubscriptionProgress.tsx';
export { SubscribeObjectEditor } from './subscribe/SubscribeObjectEditor.tsx';
export { WriteObjectEditor } from './write/WriteObjectEditor.tsx';
