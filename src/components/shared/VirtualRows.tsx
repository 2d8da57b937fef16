'use client';

import {
  type CSSProperties,
  cloneElement,
  forwardRef,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  useMemo,
  useState,
} from 'react';
import { Virtualizer, type VirtualizerHandle } from 'virtua';

/**
 * virtua's `item` slot that places the row element itself instead of wrapping it, so a `<li>` stays a child of
 * its `<ul>` and an option a child of its listbox, each carrying its own attributes.
 */
const VirtualItem = forwardRef<HTMLElement, { style: CSSProperties; children: ReactNode }>(
  function VirtualItem({ style, children }, ref) {
    // Rows have one fixed height (`rowHeight`), so they are shown at once rather than hidden until measured:
    // the row to focus, or the option `aria-activedescendant` names, must be perceivable right away.
    // The same style object while the row stays in place: a memoized row re-renders only when what it shows
    // changes, not each time the list does (virtua passes a new object when it places the row anew). The
    // placement's few values make its key; the first object with that key is kept (no copy is parsed per render).
    const { visibility: _, ...position } = style;
    let placement = '';
    for (const [property, value] of Object.entries(position)) placement += `${property}:${value};`;
    // biome-ignore lint/correctness/useExhaustiveDependencies: `placement` holds every value of `position`
    const stablePosition = useMemo(() => position as CSSProperties, [placement]);
    return isValidElement<{ style?: CSSProperties; ref?: Ref<HTMLElement> }>(children)
      ? cloneElement(children, { style: stablePosition, ref })
      : null;
  },
);

/** How far past the viewport virtua keeps rows mounted, in px (its default). */
const BUFFER_PX = 200;

/** Props of {@link VirtualRows}. */
export interface VirtualRowsProps<T> {
  data: readonly T[];
  /** The fixed height of a row in px, as its CSS sets it (no vertical padding: virtua measures content boxes). */
  rowHeight: number;
  /** How many rows fill the scroll container; they and the buffer below them are mounted before virtua has
   * measured it. */
  firstScreen: number;
  /** A row kept mounted when scrolled out of view (the focused row, the active option); -1 for none. */
  keep: number;
  /** The element holding the rows; the scroll container is its parent. */
  as?: 'ul';
  handle: RefObject<VirtualizerHandle | null>;
  /** The row element, keyed; virtua positions it. */
  children: (item: T, index: number) => ReactElement;
}

/**
 * A virtua list of fixed-height rows: only rows in view, the buffer around them (and `keep`) are in the DOM.
 * virtua sizes its viewport at the first frame; until then the first screenful and its buffer are mounted, so
 * the rows exist as soon as the list does.
 */
export function VirtualRows<T>({
  data,
  rowHeight,
  firstScreen,
  keep,
  as,
  handle,
  children,
}: VirtualRowsProps<T>) {
  const [measured, setMeasured] = useState(false);
  // Until measured: the rows virtua shows once it is, the first screenful and the buffer below it. Measuring (in
  // the frame that first lays the list out) then changes nothing in the DOM, and that frame lays it out once.
  const firstRows = firstScreen + Math.ceil(BUFFER_PX / rowHeight);
  const keepMounted = measured ? [] : [...Array(Math.min(firstRows, data.length)).keys()];
  if (keep >= 0 && keep < data.length) keepMounted.push(keep);
  return (
    <Virtualizer
      ref={handle}
      as={as}
      item={VirtualItem}
      data={data}
      itemSize={rowHeight}
      bufferSize={BUFFER_PX}
      keepMounted={keepMounted}
      onResize={measured ? undefined : () => setMeasured((handle.current?.viewportSize ?? 0) > 0)}
    >
      {children}
    </Virtualizer>
  );
}
