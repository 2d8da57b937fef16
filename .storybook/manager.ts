import { addons } from 'storybook/manager-api';

addons.setConfig({
  // Storybook 10.6's zoom menu warns in the console on every load ("The 'ariaLabel' prop on 'PopoverProvider' will
  // become mandatory in Storybook 11"): it gives its popover no label. The viewport menu shows the phone layout.
  toolbar: { zoom: { hidden: true } },
});
