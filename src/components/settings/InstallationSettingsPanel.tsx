'use client';

import { useCallback, useMemo } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { describeChange } from '../../core/describeChange.ts';
import { type StatusKind, statusTone } from '../../core/statusTone.ts';
import type { ChangeSummary } from '../../core/summarizeSaveSteps.ts';
import { supportedProviderOptions } from '../../core/supportedProviderOptions.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import {
  type InstallationSettingsForm,
  type InstallationSettingsValues,
  useInstallationSettings,
} from '../../hooks/useInstallationSettings.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSubscriptionProgress } from '../../hooks/useSubscriptionProgress.ts';
import type { Installation } from '../../schemas/installation.ts';
import { EditorShell } from '../shared/EditorShell.tsx';
import { LabeledSwitch } from '../shared/LabeledSwitch.tsx';
import { LoadingSkeleton } from '../shared/LoadingSkeleton.tsx';
import { SubscriptionProgress, SubscriptionProgressLine } from './SubscriptionProgress.tsx';
import './InstallationSettingsPanel.css';
import { summarizeSaveSteps } from '../../core/summarizeSaveSteps.ts';

/**
 * Text whose words stay whole: a line breaks between words, never at a hyphen inside a name ("acme-corp").
 */
function WholeWords({ text }: { text: string }) {
  return text.split(/(\s+)/).map((part, index) =>
    /^\s*$/.test(part) ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in their order.
      <span key={index} className="ric-nowrap">
        {part}
      </span>
    ),
  );
}

/** The connection in use and its status, the installation's health and its last change (with its time). */
function InstallationStatus({ installation }: { installation: Installation }) {
  const words = useEditorMessages();
  const connection = installation.connection;
  return (
    <div className="ric-section">
      <h3>{words['settings.status.title']}</h3>
      <dl className="ric-settings-status">
        <dt>{words['settings.connection']}</dt>
        <dd>
          <WholeWords
            text={words['settings.connectionValue'](connection.provider, connection.providerWorkspaceRef)}
          />
        </dd>
        <dt>{words['settings.connectionStatus']}</dt>
        <StatusBadge kind="connection" value={connection.status}>
          {words['settings.connectionStatus.value'](connection.status)}
        </StatusBadge>
        <dt>{words['settings.health']}</dt>
        <StatusBadge kind="health" value={installation.healthStatus}>
          {words['settings.health.value'](installation.healthStatus)}
        </StatusBadge>
        <dt>{words['settings.lastOperation']}</dt>
        <StatusBadge kind="operation" value={installation.lastOperationStatus}>
          {words['settings.lastOperation.value'](installation.lastOperationStatus, installation.updateTime)}
        </StatusBadge>
      </dl>
    </div>
  );
}

const proxyPath = ['proxyEnabled'];
const flowsPath = ['useProviderFlows'];

/** Props of {@link InstallationSettingsPanel}. */
export interface InstallationSettingsPanelProps {
  /** Called after each successful save with the installation the service stored. */
  onSaved?: (installation: Installation) => void;
  /** Called when a save fails (the edits stay). */
  onError?: (error: unknown) => void;
  /** Reports whether the panel holds unsaved edits. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * A status as a badge coloured by its tone (a value the contract does not list is shown as it is, neutral); the
 * words say it all, the colour only repeats them.
 */
function StatusBadge({
  kind,
  value,
  children,
}: {
  kind: StatusKind;
  value: string | undefined;
  children: string;
}) {
  return (
    <dd data-state={value}>
      <span className="ric-badge" data-tone={statusTone(kind, value)}>
        {children}
      </span>
    </dd>
  );
}

/**
 * The installation-wide settings: the connection in use and its status, health and the last change's status,
 * the proxy (when the revision offers it) and the provider's subscription-wide options. Each change is saved as
 * an update-mask path of its own.
 */
export function InstallationSettingsPanel({
  onSaved,
  onError,
  onDirtyChange,
}: InstallationSettingsPanelProps) {
  const messages = useMessages();
  const words = useEditorMessages();
  const settings = useInstallationSettings();
  const { data, pendingChanges } = settings;
  // Provider flows are part of the subscription: their change is applied at the provider too.
  const progress = useSubscriptionProgress();
  const pendingSummary = useMemo(() => summarizeSaveSteps(pendingChanges), [pendingChanges]);
  const subscribeViews = data.objects?.subscribe;
  const subscribeLabel = useCallback(
    (objectName: string) =>
      subscribeViews?.find((view) => view.objectName === objectName)?.displayName ?? objectName,
    [subscribeViews],
  );
  const describe = useCallback(
    (change: ChangeSummary) =>
      // Turning provider flows on turns the objects' delete events off in the same save.
      change.kind === 'other' && change.action === 'subscribe' && change.objectName !== undefined
        ? words['settings.change.deleteEventsOff'](subscribeLabel(change.objectName))
        : describeChange(change, messages, undefined),
    [messages, words, subscribeLabel],
  );

  const installation = data.installation;
  // The revision says whether the proxy is offered: nothing is shown before it is known. While the form takes in
  // the installation's settings (a transition after it mounts), the loading placeholder rather than a blank panel.
  if (!installation) return null;
  if (!settings.isReady) return <LoadingSkeleton />;
  return (
    <EditorShell
      editor={settings}
      texts={{ title: words['settings.title'] }}
      summary={pendingSummary}
      describe={describe}
      labelOf={([setting]) =>
        setting === 'proxyEnabled'
          ? words['settings.proxy.label']
          : setting === 'useProviderFlows'
            ? words['settings.flows.label']
            : words['settings.connection']
      }
      intro={
        <>
          <SubscriptionProgress progress={progress} />
          <InstallationStatus installation={installation} />
        </>
      }
      statusDetail={<SubscriptionProgressLine progress={progress} />}
      onSaved={onSaved}
      onError={onError}
      onDirtyChange={onDirtyChange}
    >
      <SettingsOptions settings={settings} installation={installation} subscribeLabel={subscribeLabel} />
    </EditorShell>
  );
}

/**
 * The proxy (when the revision offers it, or it is on) and provider flows (when the provider supports them, or
 * they are on), with the service's issue or a setting changed elsewhere at each.
 */
function SettingsOptions({
  settings,
  installation,
  subscribeLabel,
}: {
  settings: InstallationSettingsForm;
  installation: Installation;
  subscribeLabel: (objectName: string) => string;
}) {
  const words = useEditorMessages();
  const { form, data, settingIssues } = settings;
  const values = useWatch({ control: form.control }) as Partial<InstallationSettingsValues>;
  // A setting changed elsewhere since the user began: its message is the form's error there (ConflictScope).
  const { errors } = useFormState({ control: form.control });
  const provider = installation.config.content.provider;
  // The manifest says the same until its hydrated revision is there (a proxy is not part of the live metadata).
  const revision = (data.hydratedRevision ?? data.integration?.latestRevision)?.content;
  const providerName = revision?.displayName || provider;
  const proxyOffered = revision?.proxy?.enabled === true;
  const flowsSupported = supportedProviderOptions(provider).subscribe.includes('useProviderFlows');
  const flowsOn = values.useProviderFlows === true;
  // The saved subscribe objects whose delete events provider flows would stop (named under the switch).
  const savedSubscribe = installation.config.content.subscribe;
  const flowsSaved = savedSubscribe?.providerOptions?.useProviderFlows?.enabled === true;
  const savedObjects = savedSubscribe?.objects ?? {};
  const withDeletes = Object.keys(savedObjects)
    .filter((name) => savedObjects[name]?.deleteEvent?.enabled === 'always')
    .map(subscribeLabel);
  if (!(proxyOffered || values.proxyEnabled || flowsSupported || flowsOn)) return null;
  return (
    <div className="ric-section">
      <h3>{words['settings.options.title']}</h3>
      {(proxyOffered || values.proxyEnabled) && (
        <LabeledSwitch
          className="ric-settings-switch"
          label={words['settings.proxy.label']}
          hint={words['settings.proxy.hint']}
          error={settingIssues.proxyEnabled ?? errors.proxyEnabled?.message}
          conflictPath={proxyPath}
          checked={values.proxyEnabled === true}
          // A proxy the revision no longer offers can still be turned off.
          disabled={!proxyOffered && values.proxyEnabled !== true}
          onChange={(on) => form.setValue('proxyEnabled', on, { shouldDirty: true })}
        />
      )}
      {(flowsSupported || flowsOn) && (
        <LabeledSwitch
          className="ric-settings-switch"
          label={words['settings.flows.label']}
          hint={
            withDeletes.length > 0 && !flowsSaved
              ? `${words['settings.flows.hint']} ${words['settings.flows.stopsDeletes'](withDeletes.join(', '), withDeletes.length)}`
              : words['settings.flows.hint']
          }
          error={
            settingIssues.useProviderFlows ??
            errors.useProviderFlows?.message ??
            (flowsSupported ? undefined : words['settings.flows.unsupported'](providerName))
          }
          conflictPath={flowsPath}
          checked={flowsOn}
          disabled={!flowsSupported && !flowsOn}
          onChange={(on) => form.setValue('useProviderFlows', on, { shouldDirty: true })}
        />
      )}
    </div>
  );
}
