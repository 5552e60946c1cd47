import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgeReply } from '../../../test/forge-reply.ts';
import AntdProvider from '../../components/AntdProvider.tsx';
import i18n from '../../lib/i18n.ts';
import { floodMappingUrl } from './api/client-config.ts';
import FloodAnalysisPage from './FloodAnalysisPage.tsx';
import GeoDataExplorerPage from './GeoDataExplorerPage.tsx';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AntdProvider>
        <Routes>
          <Route path="/geodata_explorer" element={<GeoDataExplorerPage />} />
          <Route path="/flood_analysis" element={<FloodAnalysisPage />} />
          <Route path="/response_advisor" element={<h1>ADVISOR</h1>} />
        </Routes>
      </AntdProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => i18n.changeLanguage('fr'));
afterEach(() => vi.restoreAllMocks());

describe('the flood-mapping URL by language', () => {
  const both = { floodMapping: { en: 'https://m.example/en', fr: 'https://m.example/fr' }, basemapStyleUrl: null };
  it('is the English one for en, else the French one', () => {
    expect(floodMappingUrl(both, 'en')).toBe('https://m.example/en');
    expect(floodMappingUrl(both, 'fr')).toBe('https://m.example/fr');
    expect(floodMappingUrl(both, undefined)).toBe('https://m.example/fr');
  });
  it('falls back to the other language, and is null when neither is configured', () => {
    expect(
      floodMappingUrl({ floodMapping: { en: null, fr: 'https://m.example/fr' }, basemapStyleUrl: null }, 'en'),
    ).toBe('https://m.example/fr');
    expect(floodMappingUrl({ floodMapping: { en: null, fr: null }, basemapStyleUrl: null }, 'fr')).toBeNull();
  });
});

describe('GeoData Explorer', () => {
  it('shows the two cards and the helper banner; Access opens Flood analysis', async () => {
    renderAt('/geodata_explorer');
    expect(screen.getByRole('heading', { level: 1, name: 'Explorateur de géodonnées' })).toBeInTheDocument();
    const hazard = screen.getByRole('heading', { name: /Notation de l’aléa inondation/ }).closest('.sfp-geo-card')!;
    // Issue 15: the hazard scoring app is live; its card leads to it.
    expect(within(hazard as HTMLElement).queryByText('En cours de développement…')).toBeNull();
    expect(within(hazard as HTMLElement).getByRole('button', { name: 'Accéder' })).toBeEnabled();
    const banner = screen.getByRole('region', { name: /Des questions sur les populations/ });
    fireEvent.click(within(banner).getByRole('button', { name: 'Masquer le bandeau d’aide' }));
    expect(within(banner).queryByRole('button', { name: /Ouvrir le Conseiller/ })).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: 'Afficher le bandeau d’aide' }));
    const mapping = screen.getByRole('heading', { name: /Explorateur de cartographie/ }).closest('.sfp-geo-card')!;
    fireEvent.click(within(mapping as HTMLElement).getByRole('button', { name: 'Accéder' }));
    expect(await screen.findByRole('heading', { name: 'Analyse des inondations' })).toBeInTheDocument();
  });

  it('the helper banner leads to the Response Advisor', async () => {
    renderAt('/geodata_explorer');
    fireEvent.click(screen.getByRole('button', { name: /Ouvrir le Conseiller de réponse/ }));
    expect(await screen.findByText('ADVISOR')).toBeInTheDocument();
  });
});

describe('Flood analysis, with the URLs the real server hands out', () => {
  it('embeds the French app by default and the English one when the language is en', async () => {
    const { unmount } = renderAt('/flood_analysis');
    expect(await screen.findByTitle('Application de cartographie des inondations')).toHaveAttribute(
      'src',
      'https://maps.example.org/flood/fr/',
    );
    unmount();
    await i18n.changeLanguage('en');
    renderAt('/flood_analysis');
    expect(await screen.findByTitle('Flood mapping application')).toHaveAttribute(
      'src',
      'https://maps.example.org/flood/en/',
    );
  });

  it('the info dialog explains the parameters; the side menu is 25 px, 200 px when opened', async () => {
    renderAt('/flood_analysis');
    const menu = screen.getByRole('navigation', { name: 'Applications' });
    expect(menu).toHaveStyle({ width: '25px' });
    expect(within(menu).queryByRole('link')).toBeNull();
    fireEvent.click(within(menu).getByRole('button', { name: 'Afficher les applications' }));
    expect(menu).toHaveStyle({ width: '200px' });
    expect(within(menu).getByRole('link', { name: /Cartographie des inondations/ })).toHaveAttribute(
      'href',
      '/flood_analysis',
    );
    expect(within(menu).getByRole('link', { name: /Notation des aléas/ })).toHaveAttribute('href', '/hazard_scoring');
    fireEvent.click(screen.getByRole('button', { name: /Comment utiliser/ }));
    const body = await screen.findByText(/est recommandé/);
    const dialog = body.closest('[role="dialog"]') as HTMLElement;
    expect(dialog).toHaveTextContent('1,25');
    expect(dialog).toHaveTextContent('plus stricte');
    expect(dialog).toHaveTextContent('plus permissive');
    expect(dialog).toHaveTextContent('environ tous les 6 jours');
    expect(dialog).toHaveTextContent('1 à 2 semaines avant l’événement');
    expect(dialog).toHaveTextContent('(ADM2)');
    expect(dialog).toHaveTextContent('(ADM3)');
    expect((await within(dialog).findAllByRole('listitem', {}, { timeout: 10_000 })).length).toBeGreaterThanOrEqual(4);
  });

  it('tells users the mapping app is not available and what to use instead, without operator hints', async () => {
    // The test server has both URLs; this row needs a server without them.
    forgeReply((url) => url === '/api/client-config/', { floodMapping: { en: null, fr: null }, basemapStyleUrl: null });
    renderAt('/flood_analysis');
    expect(
      await screen.findByText('La cartographie des inondations n’est pas disponible sur cette installation'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ouvrir le Conseiller de réponse/ })).toHaveAttribute(
      'href',
      '/response_advisor',
    );
    expect(screen.getByRole('link', { name: /Explorateur de géodonnées/ })).toHaveAttribute(
      'href',
      '/geodata_explorer',
    );
    expect(document.body.textContent).not.toMatch(/FLOOD_MAPPING|administrat|configur/i);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
