import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser); `CHROMIUM_PATH` overrides the path. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Quiet on a closed network: without the background-networking flags Chromium keeps trying to reach Google's hosts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Debian's Chromium, headless and quiet (see {@link CHROMIUM_ARGS}), driven by Playwright. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    timeout: 30_000,
    args: CHROMIUM_ARGS,
  });
}
