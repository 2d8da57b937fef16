// Type-level checks of the public props, run by `tsc --noEmit` in `npm test` (not a vitest file): each
// `@ts-expect-error` fails the type check if the line it marks compiles.
import { InstallationConfig, InstallationScope } from '../../src/index.ts';

export const typed = [
  <InstallationConfig key="group" integration="crm" groupRef="org_acme" />,
  <InstallationConfig key="id" integration="crm" installationId="inst_1" />,
  // @ts-expect-error neither a group nor an installation: nothing to configure
  <InstallationConfig key="neither" integration="crm" />,
  // @ts-expect-error a group and an installation at once: which one is meant?
  <InstallationConfig key="both" integration="crm" groupRef="org_acme" installationId="inst_1" />,
  // @ts-expect-error the same for the headless scope
  <InstallationScope key="scope" integration="crm">
    {null}
  </InstallationScope>,
];
