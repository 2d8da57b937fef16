// Page loads in a Chromium that no DevTools client has enabled anything in: only the CPU throttling is set.
//
// Playwright enables DevTools' Runtime and Network domains in every page it drives, and with them Chromium
// records stacks for what scripts start (requests, workers) and collects the source positions of the functions on
// them: for a bundle's top level that is a second parse of the whole script, inside the task that evaluates it. A
// user's browser has no DevTools open. Measured on the bench page at 4× slower, 100 fields, 5 loads each (a fresh
// context per load in both): longest task during load 490 ms under Playwright and 193 here, blocking 671 and 363,
// navigation → rows painted 2,431 and 2,020.
import { type ChildProcess, spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, chromiumPath } from '../test/browser/support/launchChromium.ts';

interface Reply {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** Chromium driven over `--remote-debugging-pipe` with bare DevTools protocol messages. */
export interface RawBrowser {
  /** Loads `url` in a new tab slowed `cpu` times and returns `figures()` evaluated in it once `ready` settles. */
  load<T>(url: string, cpu: number, ready: string, figures: string, settleMs: number): Promise<T>;
  close(): Promise<void>;
}

export async function launchRawChromium(): Promise<RawBrowser> {
  const browser: ChildProcess = spawn(
    chromiumPath(),
    // As Playwright starts it: headless, and a tab's timers and frames never held back as in a background tab.
    [
      ...CHROMIUM_ARGS,
      '--headless',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
      '--remote-debugging-pipe',
    ],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const toBrowser = browser.stdio[3] as Writable;
  const fromBrowser = browser.stdio[4] as Readable;
  const waiting = new Map<number, (reply: Reply) => void>();
  let buffered = '';
  fromBrowser.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    let end = buffered.indexOf('\0');
    while (end >= 0) {
      const reply = JSON.parse(buffered.slice(0, end)) as Reply;
      buffered = buffered.slice(end + 1);
      if (reply.id !== undefined) waiting.get(reply.id)?.(reply);
      end = buffered.indexOf('\0');
    }
  });
  let lastId = 0;
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, (reply) => {
        waiting.delete(id);
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply.result ?? {});
      });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const evaluate = async (expression: string, sessionId: string) => {
    const result = await send(
      'Runtime.evaluate',
      { expression, awaitPromise: true, returnByValue: true },
      sessionId,
    );
    const details = result.exceptionDetails as { text?: string } | undefined;
    if (details) throw new Error(`in the page: ${details.text ?? 'an exception'}`);
    return (result.result as { value?: unknown }).value;
  };
  await send('Browser.getVersion');

  return {
    async load<T>(url: string, cpu: number, ready: string, figures: string, settleMs: number) {
      // A context of its own, as Playwright's pages have: an empty cache, so every load is a first visit.
      const { browserContextId } = (await send('Target.createBrowserContext')) as {
        browserContextId: string;
      };
      const { targetId } = (await send('Target.createTarget', { url: 'about:blank', browserContextId })) as {
        targetId: string;
      };
      const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as {
        sessionId: string;
      };
      try {
        await send('Emulation.setCPUThrottlingRate', { rate: cpu }, sessionId);
        await send('Page.navigate', { url }, sessionId);
        // Until the new document is there, an evaluation may run in the old one (and fail as it goes): asked again.
        const deadline = Date.now() + 120_000;
        for (;;) {
          const done = await evaluate(
            `new Promise((resolve) => { const wait = () => (${ready}) ? Promise.resolve(${ready}).then(() => resolve(true)) : setTimeout(wait, 50); wait(); })`,
            sessionId,
          ).catch(() => false);
          if (done === true) break;
          if (Date.now() > deadline) throw new Error(`${url}: not ready in 120 s`);
        }
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        return (await evaluate(`(${figures})()`, sessionId)) as T;
      } finally {
        await send('Target.disposeBrowserContext', { browserContextId });
      }
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      if (browser.exitCode === null) await new Promise((resolve) => browser.once('exit', resolve));
    },
  };
}
