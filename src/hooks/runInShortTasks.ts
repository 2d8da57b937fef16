// Work per task: well under the 50 ms that make a long task, so input and painting go on in between.
const TASK_BUDGET_MS = 8;
/** How long background work waits for an idle moment before it runs anyway (a page that is never idle). */
const IDLE_TIMEOUT_MS = 2000;

/** When the steps run: as soon as possible, or only in the moments the page has nothing else to do. */
export interface ShortTaskOptions {
  /**
   * Background work (suggestions): each task waits for an idle period (`requestIdleCallback`), so the page's own
   * rendering, a transition in slices included, and input all come first. Without `requestIdleCallback` (Safari,
   * jsdom), or after two seconds without an idle moment, the steps run as posted tasks.
   */
  idle?: boolean;
}

/**
 * Runs `step` (a few milliseconds of work; `true` once all is done) over as many tasks as it takes, about 8 ms
 * of steps per task, then calls `onDone`. Returns a function that stops it. Each task is a posted message: it
 * runs after pending input, without the minimum delay of nested timers; with `idle`, an idle callback.
 */
export function runInShortTasks(
  step: () => boolean,
  onDone: () => void,
  { idle = false }: ShortTaskOptions = {},
): () => void {
  let stopped = false;
  const channel = new MessageChannel();
  const whenIdle = idle && typeof requestIdleCallback === 'function';
  let idleRequest: number | undefined;
  const next = () => {
    if (!whenIdle) channel.port2.postMessage(null);
    else idleRequest = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  };
  function run(deadline?: IdleDeadline): void {
    if (stopped) return;
    const start = performance.now();
    // In an idle period, no more than it leaves (and never past the budget: input that comes meanwhile waits).
    const budget =
      deadline && !deadline.didTimeout ? Math.min(TASK_BUDGET_MS, deadline.timeRemaining()) : TASK_BUDGET_MS;
    do {
      if (step()) {
        channel.port1.close();
        onDone();
        return;
      }
    } while (performance.now() - start < budget);
    next();
  }
  channel.port1.onmessage = () => run();
  next();
  return () => {
    stopped = true;
    channel.port1.close();
    if (idleRequest !== undefined) cancelIdleCallback(idleRequest);
  };
}
