import {
  cloneElement,
  isValidElement,
  type ComponentPropsWithRef,
  type CSSProperties,
} from 'react';

/** Bootstrap's visually-hidden rule, as Radix applies it: inline, so no stylesheet is needed. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
};

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  /**
   * Hides its one child element instead of wrapping it in a span
   * (`<VisuallyHidden asChild><h2 id="...">...</h2></VisuallyHidden>`); the child's props win.
   */
  readonly asChild?: boolean | undefined;
}

/**
 * Content screen readers read and the page does not show: Radix's `VisuallyHidden` (same styles,
 * same `asChild`), written here because Radix's brings its Slot and Primitive into the first
 * download of every page; the lazily loaded Radix dialogs still use theirs.
 */
export function VisuallyHidden({ asChild = false, style, children, ...rest }: VisuallyHiddenProps) {
  if (asChild && isValidElement<{ style?: CSSProperties }>(children)) {
    return cloneElement(children, {
      ...rest,
      ...children.props,
      style: { ...VISUALLY_HIDDEN, ...style, ...children.props.style },
    });
  }
  return (
    <span {...rest} style={{ ...VISUALLY_HIDDEN, ...style }}>
      {children}
    </span>
  );
}
