import { useEffect } from 'react';
import { INACTIVITY_TIMEOUT_MS } from '../config/constants.ts';
import { hasSessionMarker } from '../lib/storage.ts';

/**
 * Spec §4 "Inactivity": clicks, mouse moves and key presses reset a 30-minute timer while the
 * session marker exists; on expiry `onExpire` runs.
 */
export function useInactivity(onExpire: () => void, timeoutMs = INACTIVITY_TIMEOUT_MS): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      if (!hasSessionMarker()) return;
      timer = setTimeout(onExpire, timeoutMs);
    };
    const events = ['click', 'mousemove', 'keydown'] as const;
    for (const e of events) window.addEventListener(e, arm, { passive: true });
    arm();
    return () => {
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, arm);
    };
  }, [onExpire, timeoutMs]);
}
