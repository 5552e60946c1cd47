import type { HazardSource, HazardUnit } from '@sfp/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import AntdProvider from '../../../components/AntdProvider.tsx';
import i18n from '../../../lib/i18n.ts';
import '../i18n.ts';
import { UnitPanel } from './UnitPanel.tsx';

const census: HazardSource = {
  id: 'ansd-rgph5-2023',
  title: 'RGPH-5 2023 census (DF_POP)',
  title_fr: 'Recensement général de la population et de l’habitat RGPH-5 2023 (DF_POP)',
  organisation: 'ANSD',
  url: 'https://opendata.ansd.sn',
  published: '2023',
  reliability: 'A',
};
const unit: HazardUnit = {
  pcode: 'SN0701',
  name: 'Kolda',
  score: 7.024,
  rank: 1,
  components: { hazard_exposure: 4.971, vulnerability: 8.356, lack_of_coping_capacity: 8.342 },
  indicators: [
    { id: 'population', value: 324192, year: 2023, normalised: 6.307, source_id: census.id },
    { id: 'people_affected_per_1000', value: null, year: null, normalised: null, source_id: null },
  ],
  missing: ['people_affected_per_1000'],
};
const sources = new Map([[census.id, census]]);

const panel = () =>
  render(
    <AntdProvider>
      <UnitPanel unit={unit} total={46} sources={sources} onClose={() => undefined} />
    </AntdProvider>,
  );

beforeEach(() => i18n.changeLanguage('fr'));

describe('the unit panel', () => {
  it('cites a source by its French title in French, by its published title in English', async () => {
    panel();
    const row = screen.getByRole('row', { name: /Population \(recensement 2023\)/ });
    expect(within(row).getByRole('link')).toHaveTextContent(
      'ANSD — Recensement général de la population et de l’habitat RGPH-5 2023 (DF_POP)',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(within(screen.getByRole('row', { name: /Population \(2023 census\)/ })).getByRole('link')).toHaveTextContent(
      'ANSD — RGPH-5 2023 census (DF_POP)',
    );
  });

  it('counts recorded floods in the singular for 0 and 1 in French, 1 in English', async () => {
    const floods = (value: number): HazardUnit => ({
      ...unit,
      indicators: [{ id: 'flood_events', value, year: 2016, normalised: 5, source_id: null }, ...unit.indicators],
    });
    const row = () => screen.getByRole('row', { name: /Inondations enregistrées|Recorded floods/ });
    const { rerender } = render(
      <AntdProvider>
        <UnitPanel unit={floods(0)} total={46} sources={sources} onClose={() => undefined} />
      </AntdProvider>,
    );
    const shown = async (value: number) => {
      rerender(
        <AntdProvider>
          <UnitPanel unit={floods(value)} total={46} sources={sources} onClose={() => undefined} />
        </AntdProvider>,
      );
      return within(row()).getAllByRole('cell')[0]!.firstChild!.textContent;
    };
    expect(await shown(0)).toBe('0 événement');
    expect(await shown(1)).toBe('1 événement');
    expect(await shown(3)).toBe('3 événements');
    // Units without plural forms are written as they are.
    expect(within(screen.getByRole('row', { name: /Population/ })).getAllByRole('cell')[0]).toHaveTextContent(
      /^324\s192\shab\./,
    );
    await act(() => i18n.changeLanguage('en'));
    expect(await shown(1)).toBe('1 event');
    expect(await shown(0)).toBe('0 events');
    expect(await shown(3)).toBe('3 events');
  });

  it('takes the focus to its heading, and gives it back to what opened it when closed', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <AntdProvider>
          <button type="button" onClick={() => setOpen(true)}>
            Kolda
          </button>
          {open && <UnitPanel unit={unit} total={46} sources={sources} onClose={() => setOpen(false)} />}
        </AntdProvider>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Kolda' });
    opener.focus();
    fireEvent.click(opener);
    expect(await screen.findByRole('heading', { name: 'Kolda\u202f: détail de l’indice' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
