import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expiredToken, freshUser } from '../../test/users.ts';
import { useInactivity } from '../hooks/useInactivity.ts';
import '../lib/i18n.ts';
import { saveTokens } from '../lib/storage.ts';
import { AccessGuard } from './AccessGuard.tsx';
import ProtectedLayout from './ProtectedLayout.tsx';
import { passwordRules } from './PasswordChecklist.tsx';

function guarded() {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route path="/home" element={<AccessGuard>{<p>PROTECTED</p>}</AccessGuard>} />
        <Route path="/auth_denied" element={<p>DENIED</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the access guard', () => {
  it('denies without a token', async () => {
    guarded();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('DENIED')).toBeInTheDocument();
  });
  it('allows an unexpired token at once, with no spinner in between', () => {
    const future = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    const access = `${future({ alg: 'HS256' })}.${future({ exp: Math.floor(Date.now() / 1000) + 600 })}.c2ln`;
    saveTokens({ access, refresh: 'unused' }, false);
    guarded();
    expect(screen.getByText('PROTECTED')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
  it('allows an expired token with a valid refresh token, after refreshing it', async () => {
    const user = await freshUser();
    saveTokens({ access: expiredToken(), refresh: user.refresh }, false);
    guarded();
    expect(await screen.findByText('PROTECTED')).toBeInTheDocument();
  });
  it('denies an expired token whose refresh fails', async () => {
    saveTokens({ access: expiredToken(), refresh: 'bad' }, false);
    guarded();
    expect(await screen.findByText('DENIED')).toBeInTheDocument();
  });
});

describe('the password checklist rules (spec §5)', () => {
  it('checks length, a number, a capital letter and the match', () => {
    expect(passwordRules('abc', '')).toEqual({ length: false, number: false, capital: false, match: false });
    expect(passwordRules('Inondation2026', 'Inondation2026')).toEqual({
      length: true,
      number: true,
      capital: true,
      match: true,
    });
  });
});

function Inactive({ onExpire }: { onExpire: () => void }) {
  useInactivity(onExpire);
  return null;
}

describe('the inactivity timer', () => {
  afterEach(() => vi.useRealTimers());
  it('fires after 30 minutes without activity while the session marker exists; activity resets it', () => {
    vi.useFakeTimers();
    sessionStorage.setItem('sfpSession', '1');
    const expire = vi.fn();
    render(<Inactive onExpire={expire} />);
    act(() => vi.advanceTimersByTime(29 * 60_000));
    window.dispatchEvent(new MouseEvent('click'));
    act(() => vi.advanceTimersByTime(29 * 60_000));
    expect(expire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(expire).toHaveBeenCalledTimes(1);
  });
  it('does nothing without the session marker', () => {
    vi.useFakeTimers();
    const expire = vi.fn();
    render(<Inactive onExpire={expire} />);
    act(() => vi.advanceTimersByTime(31 * 60_000));
    expect(expire).not.toHaveBeenCalled();
  });
});

describe('the sidebar of the protected layout', () => {
  function renderLayout() {
    return render(
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route element={<ProtectedLayout />}>
            <Route path="/home" element={<p>HOME</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
  }
  const phone = (matches: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
  afterEach(() => vi.restoreAllMocks());

  it('is a 240 px rail on a wide screen, folding to 75 px, its choice kept', () => {
    phone(false);
    const { unmount } = renderLayout();
    const rail = screen.getByRole('navigation', { name: 'Menu' });
    expect(rail).toHaveStyle({ width: '240px' });
    fireEvent.click(within(rail).getByRole('button', { name: 'Réduire le menu' }));
    expect(rail).toHaveStyle({ width: '75px' });
    expect(localStorage.getItem('sidebarCollapsed')).toBe('true');
    unmount();
    renderLayout();
    expect(screen.getByRole('navigation', { name: 'Menu' })).toHaveStyle({ width: '75px' });
  });

  it('is a drawer opened from the navbar on a phone, the page taking the full width', async () => {
    phone(true);
    renderLayout();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('main')).toHaveStyle({ marginLeft: '0px' });
    const open = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(open);
    const drawer = await screen.findByRole('navigation', { name: 'Menu' }, { timeout: 10_000 });
    expect(within(drawer).getByRole('link', { name: 'Conseiller de réponse' })).toHaveAttribute(
      'href',
      '/response_advisor',
    );
    expect(within(drawer).getByRole('link', { name: 'Analyse des inondations' })).toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'true');
  });
});
