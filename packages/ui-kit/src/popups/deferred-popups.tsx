import {
  cloneElement,
  isValidElement,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { lazyWithPreload } from '../lazy/lazy-with-preload';
import { useOpenedApart } from '../lazy/use-opened-apart';
import type { DrawerProps } from '../primitives/drawer';
import { whenIdle } from '../toast/deferred-toaster';

/**
 * A popup (or drawer) whose code is not part of the first page's JavaScript: nothing is rendered
 * nor loaded while it has never been open; its chunk is fetched once the browser is idle after the
 * first paint (so a first opening is usually instant: rendered at once, `lazyWithPreload`), or when
 * it first opens. Once opened it stays mounted, so its closing animation and focus return run as
 * the eager component's do.
 */
export function deferUntilOpen<Props extends { readonly open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
  name: string,
): ComponentType<Props> {
  const Lazy = lazyWithPreload(load, name);
  function Deferred(props: Props) {
    const open = useOpenedApart(props.open);
    // Mounted by the opening's own render, open from the start.
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    useEffect(() => whenIdle(() => void Lazy.preload()), []);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} open={open} />
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}

/** [S2.59] The contribution popup, deferred. */
export const DeferredContributionPopup = /* @__PURE__ */ deferUntilOpen(
  () => import('./contribution-popup').then((module) => module.ContributionPopup),
  'ContributionPopup',
);
/** [S2.60] The drawer menu, deferred the same way (closed on every first page). */
export const DeferredAppDrawer = /* @__PURE__ */ deferUntilOpen(
  () => import('../layout/app-drawer').then((module) => module.AppDrawer),
  'AppDrawer',
);

const LazyDrawer = /* @__PURE__ */ lazyWithPreload(
  () => import('../primitives/drawer').then((module) => module.Drawer),
  'Drawer',
);

/** The closed drawer's trigger: the same button, opening it (Radix gives it these attributes). */
function closedTrigger(trigger: ReactNode, open: () => void): ReactNode {
  if (!isValidElement(trigger)) return null;
  return cloneElement(trigger as ReactElement<Record<string, unknown>>, {
    onClick: open,
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
  });
}

/**
 * The {@link Drawer} deferred as {@link deferUntilOpen} does, keeping its trigger: until the first
 * opening the trigger is the same button, which opens it.
 */
export function DeferredDrawer(props: DrawerProps) {
  const { open, onOpenChange, trigger } = props;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => whenIdle(() => void LazyDrawer.preload()), []);
  const placeholder = closedTrigger(trigger, () => onOpenChange(true));
  if (!opened) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyDrawer {...props} />
    </Suspense>
  );
}
