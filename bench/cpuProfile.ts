// CPU profiles of the bench page (`npm run bench -- --cpu 4 --profile DIR`), taken with the DevTools protocol's
// sampling profiler: one of the load and one of each interaction, written as `.cpuprofile` files (DevTools'
// Performance panel opens them) with a summary of where the time went printed beside them.
import type { CDPSession, Page } from 'playwright-core';

/** A profile as `Profiler.stop` returns it. */
interface Profile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Samples every 100 µs: a 4 ms task at a 4× slower CPU is 40 samples. */
const SAMPLING_INTERVAL_US = 100;

/** Starts sampling the page's main thread; the returned function stops and returns the profile. */
export async function startProfile(page: Page): Promise<() => Promise<Profile>> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await session.send('Profiler.start');
  return async () => {
    const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: Profile };
    await session.detach();
    return profile;
  };
}

/** Where a function is: its name, and the file (the chunk's name) and line it is in. */
function place(frame: Profile['nodes'][number]['callFrame']): string {
  const file = frame.url.split('/').pop() || '(native)';
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
}

/**
 * The time of a profile by function, self (its own code) and total (with what it called), busiest first, in
 * ms; the idle time is left out. `top` rows of each.
 */
export function summarizeProfile(profile: Profile, top = 25): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    // A sample's time is the gap to the next one.
    const ms = (profile.timeDeltas[index + 1] ?? SAMPLING_INTERVAL_US) / 1000;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    busy += ms;
    const name = place(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + ms);
    // Each function on the stack once, however deep it recurses.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame || frame.functionName === '(root)') continue;
      const key = place(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + ms);
    }
  });
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)}  ${name}`)
      .join('\n');
  return `busy ${busy.toFixed(1)} ms\n self:\n${rows(self)}\n total:\n${rows(total)}`;
}
