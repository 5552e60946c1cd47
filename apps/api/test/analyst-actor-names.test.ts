import { describe, expect, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * Issue 12: an actor named by the words of its name, as people write them. "Pompiers" is a word of
 * the BNSP's name, never a misspelt "pompes"; two words in a row of one actor's name ("croix rouge",
 * "red cross") name it even where a standard's text holds them too; a card asked of an actor named
 * by one word only its name holds ("que font les pompiers ?") is that actor's; an abbreviated thing
 * counted ("nb de depts couverts") is read as meant before deciding the record lacks it; a word of a
 * longer place name the question does not name ("salle" of Sare Coly Salle) is no place word.
 */

const { chat } = analystFixture();
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('an actor named by the words of its name', () => {
  it.each([
    ['Qui gère les sapeurs-pompiers ?', /Brigade Nationale des Sapeurs-Pompiers/],
    ['Que font les pompiers pendant les inondations ?', /Brigade Nationale des Sapeurs-Pompiers/],
    ['les pompiers font koi en cas d inondation', /Brigade Nationale des Sapeurs-Pompiers/],
    ['What do the firefighters of the Sapeurs-Pompiers brigade do in floods?', /National Fire Brigade/],
    ['croix rouge sénégalaise : nb de départements couverts', /45 départements/],
    ['croix rouge : combien de départements couverts et montant du DREF 2020 ?', /331 410 CHF/],
    ['red cross senegal: how many depts covered, 2020 DREF amount?', /45 departments/],
    ['red cross: departments covered and people targeted by the 2020 DREF?', /8,100 people/],
    ['La salle de crise nationale créée en 2025 dépend de quelle direction ?', /DPGI/],
    ['la salle de crise nationale, elle est où ?', /DPGI/],
    ['which directorate hosts the national crisis room?', /DPGI/],
  ])('%s', async (question, fact) => {
    const { markdown, data } = await chat(question);
    expect(data.intent).toBe('actors');
    expect(plain(markdown)).toMatch(fact);
  });

  it.each([
    ['Qui gère les sapeurs-pompiers ?', 'Effectif non rapporté'],
    ['Who runs the fire brigade (sapeurs-pompiers)?', 'No staff numbers reported'],
  ])('%s asks no staff count', async (question, note) => {
    const { markdown } = await chat(question);
    expect(markdown).not.toContain(note);
  });

  it.each([
    ['combien de sapeurs-pompiers compte la BNSP ?', 'Effectif non rapporté'],
    ['how many firefighters does the BNSP have?', 'No staff numbers reported'],
  ])('%s still says the count is not reported', async (question, note) => {
    const { markdown } = await chat(question);
    expect(markdown).toContain(note);
  });
});

describe('an actor asked with misspelt words of its record', () => {
  it.each([
    ['Le barrge de Mannatali est géré par qui ?', /SEMAF/],
    ['How many pumping statioons does the sanitaton office run?', /ONAS/],
    ['How much fuding did PRGOEP 1 get?', /121\.3 million/],
    ['Which office manages the inland lakes and watercorses?', /OLAC/],
    ['What capacity does the Manantli reservior have?', /11 bn m3/],
    ['le comissariat a la securite alimentaire a combien d entrepots ?', /71 magasins/],
    ['food security and resilience commision: how many warehouses?', /71 warehouses/],
    ["kel structure s'occupe de l'alerte meteo au senegal", /ANACIM/],
    ['quel structure donne l alerte météo ?', /ANACIM/],
  ])('%s', async (question, fact) => {
    const { markdown, data } = await chat(question);
    expect(data.intent).toBe('actors');
    expect(plain(markdown)).toMatch(fact);
  });
});

describe('an actor whose acronym field gives two acronyms', () => {
  it.each([
    ['le pgiis est finance a hauteur de combien ?', /PGIIS, aussi PGII/],
    ['Le PGII, c’est quoi ?', /PGIIS, aussi PGII/],
    ['who funds the pgiis project?', /PGIIS, also PGII/],
  ])('%s is named by either, written in the answer’s language', async (question, label) => {
    const { markdown, data } = await chat(question);
    expect(data.intent).toBe('actors');
    expect(markdown).toMatch(label);
    expect(markdown).not.toContain("(also 'PGII')");
  });
});

describe('a common word near a short or shared word of the actors', () => {
  it.each([
    [
      "les fortes pluies du 16 septembre 2024 : Dakar ou Diourbel, c'est où qu'il y a eu le plus de maisons inondées ?",
      'flood_events',
    ],
    ["Quel est le taux de channge du franc CFA cotnre le dollar aujourd'hui ?", 'out_of_scope'],
    ['Guédiawaye department: 2023 population along with the houses flooded on 16 September 2024?', 'population'],
  ])('%s is not read as an actor’s word', async (question, intent) => {
    const { data } = await chat(question);
    expect(data.intent).toBe(intent);
  });
});
