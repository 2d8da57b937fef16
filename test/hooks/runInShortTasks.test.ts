import { runInShortTasks } from '../../src/hooks/runInShortTasks.ts';

/** A step function that is done after `count` calls, recording how many ran. */
function steps(count: number) {
  const ran = { count: 0 };
  return { ran, step: () => ++ran.count >= count };
}

/** A `requestIdleCallback` whose idle periods the test gives out one at a time. */
function fakeIdle() {
  const waiting = new Map<number, { run: IdleRequestCallback; timeout: number | undefined }>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback, options?: IdleRequestOptions) => {
    waiting.set(next, { run, timeout: options?.timeout });
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
  return {
    waiting,
    /** Runs the callbacks waiting now with an idle period of `remaining` ms. */
    idle(remaining: number) {
      const now = [...waiting.values()];
      waiting.clear();
      for (const { run } of now) run({ didTimeout: false, timeRemaining: () => remaining });
    },
  };
}

const posted = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('runInShortTasks', () => {
  it('runs every step in posted tasks, then says it is done once', async () => {
    const { ran, step } = steps(50);
    const onDone = vi.fn();
    runInShortTasks(step, onDone);
    expect(ran.count).toBe(0);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(ran.count).toBe(50);
  });

  it('runs background work only in the page’s idle periods, as much as each leaves', async () => {
    const idle = fakeIdle();
    const { ran, step } = steps(3);
    const onDone = vi.fn();
    runInShortTasks(step, onDone, { idle: true });
    await posted();
    // Nothing runs before the page is idle; the request says how long it may wait at most.
    expect(ran.count).toBe(0);
    expect([...idle.waiting.values()][0]?.timeout).toBeGreaterThan(0);
    // A period with no time left runs one step and waits for the next period.
    idle.idle(0);
    expect(ran.count).toBe(1);
    expect(idle.waiting.size).toBe(1);
    idle.idle(50);
    expect(ran.count).toBe(3);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(idle.waiting.size).toBe(0);
  });

  it('stops background work that is waiting for an idle period', async () => {
    const idle = fakeIdle();
    const { ran, step } = steps(3);
    const onDone = vi.fn();
    const stop = runInShortTasks(step, onDone, { idle: true });
    stop();
    expect(idle.waiting.size).toBe(0);
    await posted();
    expect(ran.count).toBe(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('runs background work in posted tasks where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { ran, step } = steps(5);
    const onDone = vi.fn();
    runInShortTasks(step, onDone, { idle: true });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(ran.count).toBe(5);
  });
});
