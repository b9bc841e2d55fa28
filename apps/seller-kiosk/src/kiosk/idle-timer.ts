/** The idle logout's default delay: 5 minutes without activity. */
export const DEFAULT_IDLE_MS = 5 * 60 * 1000;
/** How long the warning shows before the logout. */
export const IDLE_WARNING_MS = 30 * 1000;
/** The meta tag of index.html that sets the delay: `<meta name="ldn-kiosk-idle-ms" content="300000">`. */
export const IDLE_META = 'ldn-kiosk-idle-ms';

export interface IdleTimerOptions {
  /** Time without activity before the warning. */
  readonly idleMs: number;
  /** Time the warning shows before the logout. */
  readonly warningMs?: number;
  readonly onWarn: () => void;
  readonly onTimeout: () => void;
}

export interface IdleTimer {
  /** Activity (or 'Rester connecté(e)'): the warning closes and the count starts again. */
  readonly reset: () => void;
  /** Stops every timer (the page leaves). */
  readonly cancel: () => void;
}

/**
 * The kiosk's idle logout, with no browser in it: after `idleMs` without `reset()`, `onWarn`; then
 * after `warningMs` more without `reset()`, `onTimeout`. Starts at once.
 */
export function createIdleTimer({
  idleMs,
  warningMs = IDLE_WARNING_MS,
  onWarn,
  onTimeout,
}: IdleTimerOptions): IdleTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const reset = () => {
    cancel();
    timer = setTimeout(() => {
      onWarn();
      timer = setTimeout(() => {
        timer = undefined;
        onTimeout();
      }, warningMs);
    }, idleMs);
  };
  reset();
  return { reset, cancel };
}

/** The delay of the page's meta tag when it is a positive number of milliseconds, else 5 minutes. */
export function readIdleMs(doc: Document = document): number {
  const content = doc.querySelector(`meta[name="${IDLE_META}"]`)?.getAttribute('content') ?? '';
  const value = Number(content.trim());
  return content.trim() !== '' && Number.isFinite(value) && value > 0 ? value : DEFAULT_IDLE_MS;
}
