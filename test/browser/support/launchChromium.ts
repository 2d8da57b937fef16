import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium (never a downloaded browser), headless and quiet on a closed network: without the
 * background-networking flags it keeps trying to reach Google's hosts. `CHROMIUM_PATH` overrides the path.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    timeout: 30_000,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}
