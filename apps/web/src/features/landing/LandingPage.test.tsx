import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { freshUser } from '../../../test/users.ts';
import '../../lib/i18n.ts';
import LandingPage from './LandingPage.tsx';

function renderLanding(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/', state }]}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/home" element={<h1>HOME</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the landing page (French by default)', () => {
  it('signs in against the real API and goes to /home; a wrong password shows login_error', async () => {
    const user = await freshUser();
    const u = userEvent.setup();
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Bienvenue sur la Plateforme Inondations Sénégal',
    );
    await u.type(screen.getByLabelText('Adresse e-mail'), user.email);
    await u.type(screen.getByLabelText('Mot de passe'), 'Mauvais-mot2passe');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Adresse e-mail ou mot de passe incorrect.')).toBeInTheDocument();
    await u.clear(screen.getByLabelText('Mot de passe'));
    await u.type(screen.getByLabelText('Mot de passe'), user.password);
    await u.click(screen.getByLabelText('Se souvenir de moi'));
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('HOME')).toBeInTheDocument();
    expect(localStorage.getItem('access')).toBeTruthy();
  });

  it('validates fields with the spec messages', async () => {
    const u = userEvent.setup();
    renderLanding();
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText('Veuillez saisir une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez saisir votre mot de passe.')).toBeInTheDocument();
  });

  it('opens on the create-account panel with the createAccount state; creates an account with the live checklist', async () => {
    const u = userEvent.setup();
    renderLanding({ createAccount: true });
    expect(screen.getByRole('heading', { name: 'Créer un compte' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Créer mon compte' });
    expect(submit).not.toHaveClass('sfp-btn-primary');
    await u.type(screen.getByLabelText('Adresse e-mail'), `nouveau-${Date.now()}@example.sn`);
    await u.type(screen.getByLabelText('Mot de passe'), 'inondation');
    expect(screen.getByText('Au moins 8 caractères').closest('li')).toHaveAttribute('data-ok', 'true');
    expect(screen.getByText('Une majuscule').closest('li')).toHaveAttribute('data-ok', 'false');
    await u.type(screen.getByLabelText('Confirmer le mot de passe'), 'autre');
    expect(submit).toHaveClass('sfp-btn-primary');
    await u.click(submit);
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    await u.clear(screen.getByLabelText('Confirmer le mot de passe'));
    await u.type(screen.getByLabelText('Confirmer le mot de passe'), 'inondation');
    await u.click(submit);
    expect(
      screen.getByText('Vérifiez que le nouveau mot de passe respecte les conditions indiquées.'),
    ).toBeInTheDocument();
    await u.clear(screen.getByLabelText('Mot de passe'));
    await u.type(screen.getByLabelText('Mot de passe'), 'Inondation2026');
    await u.clear(screen.getByLabelText('Confirmer le mot de passe'));
    await u.type(screen.getByLabelText('Confirmer le mot de passe'), 'Inondation2026');
    await u.click(submit);
    expect(await screen.findByText(/Votre compte a été créé/)).toBeInTheDocument();
  });

  it('forgot password: an unknown address shows "Account does not exist"; a known one the instructions, then login after 5 s', async () => {
    const user = await freshUser();
    const u = userEvent.setup();
    renderLanding();
    await u.click(screen.getByRole('button', { name: 'Mot de passe oublié\u202f?' }));
    await u.type(screen.getByLabelText('Adresse e-mail'), 'personne@example.sn');
    await u.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));
    expect(await screen.findByText('Ce compte n’existe pas')).toBeInTheDocument();
    await u.clear(screen.getByLabelText('Adresse e-mail'));
    await u.type(screen.getByLabelText('Adresse e-mail'), user.email);
    await u.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));
    expect(await screen.findByText(/vous recevrez un e-mail/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument(), {
      timeout: 8000,
    });
  });
});
