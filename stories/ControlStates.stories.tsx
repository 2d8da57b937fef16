// The theme first, as in the widget's stylesheet: each part's own rules come after it.
import '../src/components/shared/theme.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ChoiceGroup } from '../src/components/shared/ChoiceGroup.tsx';
import { LabeledSwitch } from '../src/components/shared/LabeledSwitch.tsx';
import { OptionalFieldRow } from '../src/components/shared/OptionalFieldRow.tsx';
import '../src/components/shared/FieldPicker.css';
// Lazy, as the widget loads it: its stylesheet then comes after the theme, as in the widget's (a story loader
// preloads it before the story renders).
import { ProviderFieldCombobox } from '../src/components/widget/lazyParts.tsx';
import { textFieldView as field } from './support/fieldViews.ts';

/**
 * The states every control is shown in. `normal` and `disabled` are what the markup says; the browser check
 * (test/browser/support/forcedStates.ts) forces the other three on each control of a cell marked
 * `data-force-state` through the DevTools protocol, as a pointer over it, the keyboard's focus or a press would.
 */
const states = ['normal', 'hover', 'focus-visible', 'active', 'disabled'] as const;
type State = (typeof states)[number];

const stateLabels: Record<State, string> = {
  normal: 'Normal',
  hover: 'Hover',
  'focus-visible': 'Focus (keyboard)',
  active: 'Pressed',
  disabled: 'Disabled',
};

const noop = () => undefined;

const fields = [
  field('name', 'Account Name'),
  field('industry', 'Industry'),
  field('customer_tier__c', 'Customer Tier', { isCustom: true }),
];

// Story layout only (the widget's own CSS budget is for the widget): a card per kind, its states side by side.
const kindStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 16 };
const cellStyle = (wide: boolean): CSSProperties => ({
  flex: `1 1 ${wide ? 300 : 120}px`,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 4,
});
const plainFieldset: CSSProperties = { border: 0, margin: 0, padding: 0, minWidth: 0, alignSelf: 'stretch' };

interface Kind {
  title: string;
  /** Cells wide enough for a field row at its desktop layout. */
  wide?: boolean;
  /** The control(s) in one state; `disabled` when the cell shows the disabled state. */
  render: (disabled: boolean, id: string) => ReactNode;
}

function Button({
  variant,
  disabled,
  children,
}: {
  variant?: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" className="ric-button" data-variant={variant} disabled={disabled}>
      {children}
    </button>
  );
}

const kinds: Kind[] = [
  { title: 'Button', render: (disabled) => <Button disabled={disabled}>Cancel</Button> },
  {
    title: 'Primary button',
    render: (disabled) => (
      <Button variant="primary" disabled={disabled}>
        Save
      </Button>
    ),
  },
  {
    title: 'Quiet button',
    render: (disabled) => (
      <Button variant="quiet" disabled={disabled}>
        Undo
      </Button>
    ),
  },
  {
    title: 'Danger button',
    render: (disabled) => (
      <Button variant="danger" disabled={disabled}>
        Remove
      </Button>
    ),
  },
  {
    title: 'Text input',
    render: (disabled, id) => (
      <>
        <label htmlFor={`${id}text`}>Destination</label>
        <input
          id={`${id}text`}
          className="ric-input"
          type="text"
          defaultValue="accounts"
          disabled={disabled}
        />
      </>
    ),
  },
  {
    title: 'Select',
    render: (disabled, id) => (
      <>
        <label htmlFor={`${id}select`}>Write</label>
        <select id={`${id}select`} className="ric-select" defaultValue="always" disabled={disabled}>
          <option value="always">Always</option>
          <option value="never">Never</option>
        </select>
      </>
    ),
  },
  {
    title: 'Field combobox',
    // The combobox has no disabled prop; a disabled fieldset disables it as a host's form would.
    render: (disabled) => (
      <fieldset disabled={disabled} style={plainFieldset}>
        <ProviderFieldCombobox label="Company name" fields={fields} value="name" onChange={noop} />
      </fieldset>
    ),
  },
  {
    title: 'Switch',
    render: (disabled) => (
      <>
        <LabeledSwitch className="" label="Read Account" checked disabled={disabled} onChange={noop} />
        <LabeledSwitch
          className=""
          label="Delete records"
          checked={false}
          disabled={disabled}
          onChange={noop}
        />
      </>
    ),
  },
  {
    title: 'Checkbox',
    render: (disabled) => (
      <>
        <label>
          <input type="checkbox" defaultChecked disabled={disabled} /> Record created
        </label>
        <label>
          <input type="checkbox" disabled={disabled} /> Record merged
        </label>
      </>
    ),
  },
  {
    title: 'Radio choices',
    render: (disabled, id) => (
      <ChoiceGroup
        id={id}
        className=""
        legend="Fields to read"
        value="choose"
        onChange={noop}
        choices={[
          { value: 'all', label: 'All fields', hint: 'Including fields added later.', disabled },
          { value: 'choose', label: 'Choose fields', disabled },
        ]}
      />
    ),
  },
  {
    title: 'Field rows',
    wide: true,
    render: (disabled, id) => (
      <div className="ric-fields" style={{ alignSelf: 'stretch' }}>
        <div className="ric-fields-scroll">
          <ul>
            {fields.slice(1).map((row, index) => (
              <OptionalFieldRow
                key={row.fieldName}
                field={row}
                index={index}
                count={2}
                id={`${id}row${index}`}
                checked={index === 0}
                disabled={disabled}
                errorId={undefined}
                tabStop
                onToggle={noop}
                onKeyDown={noop}
                onFocus={noop}
              />
            ))}
          </ul>
        </div>
      </div>
    ),
  },
];

function StateCell({ kind, state }: { kind: Kind; state: State }) {
  const id = useId();
  const forced = state !== 'normal' && state !== 'disabled';
  return (
    <div style={cellStyle(kind.wide === true)} data-force-state={forced ? state : undefined}>
      <span className="ric-hint">{stateLabels[state]}</span>
      {kind.render(state === 'disabled', id)}
    </div>
  );
}

/** Every kind of control the widget draws, each in every state, with the widget's own classes and components. */
function ControlStates() {
  return (
    <div className="ric-root" data-theme="light">
      {kinds.map((kind) => (
        <section key={kind.title} className="ric-section" aria-label={kind.title}>
          <h2 className="ric-section-title">{kind.title}</h2>
          <div style={kindStyle}>
            {states.map((state) => (
              <StateCell key={state} kind={kind} state={state} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Design/Control states',
  component: ControlStates,
  // Read by the browser check from index.json (a literal: Storybook's indexer does not resolve constants).
  tags: ['forced-states'],
} satisfies Meta<typeof ControlStates>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Buttons of each variant, inputs, selects, the field combobox, switches, checkboxes, radio choices and field
 * rows: normal, hover, focus-visible, pressed and disabled. The browser check forces the states, compares the
 * page with its baselines in the light and the dark theme, and runs axe (text contrast included) on each.
 */
export const AllControls: Story = {
  // Text and label queries, not role queries: on a page this size jsdom's role queries take seconds.
  play: async ({ canvas }) => {
    const saves = canvas.getAllByText('Save', { selector: 'button[data-variant="primary"]' });
    await expect(saves).toHaveLength(states.length);
    await expect(saves.at(-1)).toBeDisabled();
    // The combobox is loaded lazily, as in the widget: each cell shows it once its own boundary has it.
    const comboboxes = await waitFor(() => {
      const found = canvas.getAllByLabelText('Company name', { selector: 'input' });
      expect(found).toHaveLength(states.length);
      return found;
    });
    await expect(comboboxes[0]).toHaveValue('Account Name');
    await expect(comboboxes[0]).toHaveAttribute('role', 'combobox');
    await expect(canvas.getAllByLabelText('Read Account').at(-1)).toBeDisabled();
  },
};
