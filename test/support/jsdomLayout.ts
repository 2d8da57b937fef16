/**
 * jsdom lays nothing out and has neither `ResizeObserver` nor `Element.scrollTo`, which virtua (the virtualized
 * field lists) uses to size its viewport and to scroll a row into view. These stand-ins behave like a browser
 * after its first layout: an observed element is reported once, with its `clientWidth`/`clientHeight` (0 in
 * jsdom unless a test gives a viewport, e.g. `withViewportHeight`), and scrolling moves `scrollTop`/`scrollLeft`
 * and fires `scroll`.
 */

const observers = new Set<LayoutlessResizeObserver>();

function entryOf(target: Element): ResizeObserverEntry {
  const size = { inlineSize: target.clientWidth, blockSize: target.clientHeight };
  return {
    target,
    contentRect: new DOMRectReadOnly(0, 0, size.inlineSize, size.blockSize),
    borderBoxSize: [size],
    contentBoxSize: [size],
    devicePixelContentBoxSize: [size],
  };
}

class LayoutlessResizeObserver implements ResizeObserver {
  readonly #callback: ResizeObserverCallback;
  readonly #pending = new Set<Element>();

  constructor(callback: ResizeObserverCallback) {
    this.#callback = callback;
  }

  observe(target: Element): void {
    // A browser reports after layout, never inside `observe` (virtua is still wiring its viewport then).
    if (this.#pending.size === 0) queueMicrotask(() => this.deliver());
    this.#pending.add(target);
    observers.add(this);
  }

  unobserve(target: Element): void {
    this.#pending.delete(target);
  }

  disconnect(): void {
    this.#pending.clear();
    observers.delete(this);
  }

  deliver(): void {
    if (this.#pending.size === 0) return;
    const targets = [...this.#pending];
    this.#pending.clear();
    this.#callback(targets.map(entryOf), this);
  }
}

function scrollWith(scroll: (element: Element, left: number, top: number) => void) {
  return function (this: Element, optionsOrLeft?: ScrollToOptions | number, top?: number): void {
    const options = typeof optionsOrLeft === 'object' ? optionsOrLeft : { left: optionsOrLeft, top };
    scroll(this, options.left ?? 0, options.top ?? 0);
    this.dispatchEvent(new Event('scroll'));
  };
}

/** Installs the stand-ins where jsdom lacks them (the test setup does, once; node-environment tests skip it). */
export function installJsdomLayout(): void {
  if (typeof Element === 'undefined') return;
  globalThis.ResizeObserver ??= LayoutlessResizeObserver;
  Element.prototype.scrollTo ??= scrollWith((element, left, top) => {
    element.scrollLeft = left;
    element.scrollTop = top;
  });
  Element.prototype.scrollBy ??= scrollWith((element, left, top) => {
    element.scrollLeft += left;
    element.scrollTop += top;
  });
}

/**
 * Reports what observers are waiting for now rather than on the next microtask, so a synchronous render
 * (call it inside `act`) ends with its virtualized rows in place, as the first frame in a browser would.
 */
export function flushResizeObservers(): void {
  for (const observer of observers) observer.deliver();
}
