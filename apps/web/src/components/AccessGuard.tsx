import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { ROUTES } from '../config/routes.ts';
import { checkAccess, isExpired } from '../lib/auth.ts';
import { getAccessToken } from '../lib/storage.ts';
import { Spinner } from './ui.tsx';

/** An unexpired access token: allowed without waiting (spec §4), so the page renders in the same pass. */
function allowedNow(): boolean {
  try {
    const token = getAccessToken();
    return !!token && !isExpired(token);
  } catch {
    return false;
  }
}

/** Spec §4 "Route guard": checking (spinner) → allowed (children) or denied (→ /auth_denied). */
export function AccessGuard({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'checking' | 'allowed' | 'denied'>(() => (allowedNow() ? 'allowed' : 'checking'));
  const initial = useRef(state);
  useEffect(() => {
    if (initial.current === 'allowed') return;
    let live = true;
    checkAccess().then(
      (ok) => live && setState(ok ? 'allowed' : 'denied'),
      () => live && setState('denied'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (state === 'checking')
    return (
      <div role="status" aria-live="polite" style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <Spinner size="large" />
      </div>
    );
  if (state === 'denied') return <Navigate to={ROUTES.authDenied} replace />;
  return <>{children}</>;
}
