import { Button, Dialog } from '@ldn/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { createIdleTimer, type IdleTimer } from './idle-timer';
import { kioskMessages } from './messages';

/** What counts as activity. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

export interface IdleLogoutProps {
  /** Time without activity before the warning. */
  readonly idleMs: number;
  /** Called when the warning ran out: the kiosk logs out (keep it stable: it restarts the count). */
  readonly onLogout: () => void;
}

/**
 * [S2.62] The kiosk's idle logout: after `idleMs` without pointer, key or touch activity, a
 * warning 'Vous allez être déconnecté(e)' with 'Rester connecté(e)' for 30 s, then `onLogout`.
 */
export function IdleLogout({ idleMs, onLogout }: IdleLogoutProps) {
  const [warning, setWarning] = useState(false);
  const timerRef = useRef<IdleTimer | null>(null);
  const warningRef = useRef(false);

  useEffect(() => {
    const timer = createIdleTimer({
      idleMs,
      onWarn: () => {
        warningRef.current = true;
        setWarning(true);
      },
      onTimeout: onLogout,
    });
    timerRef.current = timer;
    // While the warning shows, only its button keeps the session.
    const onActivity = () => {
      if (!warningRef.current) timer.reset();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true });
    return () => {
      timer.cancel();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [idleMs, onLogout]);

  const stay = () => {
    warningRef.current = false;
    setWarning(false);
    timerRef.current?.reset();
  };

  return (
    <Dialog
      open={warning}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      title={kioskMessages.IDLE_WARNING_TITLE}
      description={kioskMessages.IDLE_WARNING_DESCRIPTION}
      hideCloseButton
      actions={<Button onClick={stay}>{kioskMessages.STAY_CONNECTED}</Button>}
    />
  );
}
