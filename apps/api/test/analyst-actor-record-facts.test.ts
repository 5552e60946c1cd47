import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: a fact of one actor's own record. The question names the actor — by acronym, by a
 * word only its name holds (singular or plural, or a word people use for it: "the army", "les
 * militaires") — and asks with words that record holds beyond its name, even words the catalog
 * knows ("hôpital", "niveau") or beside a flood's year. The record answers, not a count of health
 * facilities nor a flood's card. A record that tells more of a programme named by its acronym
 * (ADM's, which runs PROGEP 2) answers beside it; "which institution handles food relief?" asks the
 * actors by role; a count of a thing the record does not hold is not answered from it.
 */

const { chat } = analystFixture();
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('a fact an actor’s own record holds', () => {
  it.each([
    ["Pendant la crue de 2024, l'OMVS a déclaré quelle vigilance ?", /vigilance orange/i],
    ['OMVS vigilance level in the 2024 flood, and where?', /orange vigilance, Matam/i],
    ["lors des inondations d'octobre 2024, les militaires ont déployé un hôpital de quel niveau ?", /niveau 1/],
    ['during the 2024 river flood, what level of hospital did the army deploy?', /level-1 military hospital/],
    ['What did the soldiers hand out in Oct 2024 besides food?', /tents, mattresses and mosquito nets/],
    ['les forces armées, en 2024, elles ont apporté quoi à part les vivres ?', /tentes, matelas et moustiquaires/],
    ['the Manantali dam is on which river?', /Bafing/],
    ['barrage de Manantali : dans quel pays ?', /Mali/],
  ])('%s', async (question, fact) => {
    const { markdown, data } = await chat(question);
    expect(data.intent).toBe('actors');
    expect(plain(markdown)).toMatch(fact);
  });

  it.each([
    ['who was the interior minister at the time of the October 2024 flood?', /Jean-Baptiste Tine/],
    ["c'était qui le ministre de l'Intérieur pendant la crue d'octobre 2024 ?", /Jean-Baptiste Tine/],
  ])('%s names the minister the ministry’s record gives', async (question, fact) => {
    const { markdown } = await chat(question);
    expect(plain(markdown)).toMatch(fact);
  });

  it.each([
    ['PROGEP 2: how many metres of drainage, and where?', /46,000 m of drainage/],
    ['le PROGEP 2, combien de mètres de réseaux de drainage ?', /46 000 m de réseaux de drainage/],
    ['qui conçoit le plan ORSEC ?', /Direction de la Protection Civile/],
  ])('%s: the record that tells more of the named programme answers beside it', async (question, fact) => {
    const { markdown } = await chat(question);
    expect(plain(markdown)).toMatch(fact);
  });

  it.each([
    ['Which Senegalese agency is in charge of food aid after floods?', 'food relief'],
    ["quel service national s'occupe de l'aide alimentaire aux sinistrés ?", 'aide alimentaire'],
    ['who does the pumping when Dakar floods?', 'pumping'],
    ['Which body issues warnings when the river rises?', 'alert'],
    ['What organisation monitors river levels?', 'monitoring'],
    ['quel organisme suit le niveau du fleuve ?', 'suivi'],
  ])('%s asks the actors by role', async (question, role) => {
    const { markdown, data } = await chat(question);
    expect(data.intent).toBe('actors');
    expect(markdown).toContain(role);
    expect(data.actors.length).toBeGreaterThan(0);
  });

  it.each([
    ["taux d'insécurité alimentaire sévère dans la région de Kolda ?", 'vulnerability'],
    ['how many displaced families in the September 2019 floods?', 'flood_events'],
    ['resilience of households to shocks nationally?', 'vulnerability'],
  ])('%s: a word of an actor’s name the catalog knows names no actor', async (question, intent) => {
    const { data } = await chat(question);
    expect(data.intent).toBe(intent);
  });
});

describe('a quantity an actor’s record does not state', () => {
  it.each([
    ["Quelle est la capacité de pompage des stations de l'ONAS, en m³ par heure ?", 'Capacité non rapportée pour ONAS'],
    ['ONAS pumping capacity in cubic metres per hour?', 'No capacity reported for ONAS'],
    ['How many firefighters does the BNSP have?', 'No staff numbers reported for BNSP'],
    ['la BNSP, elle a combien d’agents ?', 'Effectif non rapporté pour BNSP'],
    ['combien de pirogues et de camions a la BNSP ?', 'Nombre de véhicules ou de moyens non rapporté pour BNSP'],
    ['What is the yearly budget of the DPC?', 'No budget or amount reported for DPC'],
  ])('%s → %s', async (question, said) => {
    const { markdown } = await chat(question);
    expect(markdown).toContain(said);
  });

  it('says nothing of a quantity the record states (the CSAR’s storage capacity, in tonnes)', async () => {
    const { markdown } = await chat('CSAR storage capacity?');
    expect(markdown).not.toMatch(/capacity reported/);
    expect(plain(markdown)).toMatch(/86,000 t/);
  });
});
