import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { ROUTES } from '../config/routes.ts';
import { checkAccess } from '../lib/auth.ts';
import { Spinner } from './ui.tsx';

/** Spec §4 "Route guard": checking (spinner) → allowed (children) or denied (→ /auth_denied). */
export function AccessGuard({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'checking' | 'allowed' | 'denied'>('checking');
  useEffect(() => {
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
