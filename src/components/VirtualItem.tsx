import {
  type CSSProperties,
  cloneElement,
  forwardRef,
  isValidElement,
  type ReactNode,
  type Ref,
} from 'react';

/** Props virtua gives the `item` component of a `Virtualizer` (its `ref` comes through `forwardRef`). */
interface VirtualItemProps {
  style: CSSProperties;
  children: ReactNode;
}

/**
 * virtua's `item` slot that places the row element itself instead of wrapping it, so a `<li>` stays a child of
 * its `<ul>` and an option a child of its listbox, each carrying its own attributes.
 */
export const VirtualItem = forwardRef<HTMLElement, VirtualItemProps>(function VirtualItem(
  { style, children },
  ref,
) {
  // Rows have one fixed height (the list's `itemSize`), so they are shown at once rather than hidden until
  // measured: the row to focus, or the option `aria-activedescendant` names, must be perceivable right away.
  const { visibility: _, ...position } = style;
  return isValidElement<{ style?: CSSProperties; ref?: Ref<HTMLElement> }>(children)
    ? cloneElement(children, { style: position, ref })
    : null;
});
