import { describe, it } from 'vitest';
import { analystFixture } from './helpers/analyst-fixture.ts';

/**
 * One age asked ("personnes âgées de 18 ans", "people aged 18", "enfants âgés de 7 ans") is answered
 * by the 5-year band that holds it, said so (OCHA 2020 publishes bands only); "personnes âgées"
 * followed by an age is that age, not the elderly (issue 12). A flooded thing that is no house
 * ("écoles inondées") is not answered with houses flooded.
 */
const { family } = analystFixture();

describe('one age asked', () => {
  it('is the band that holds it, said so, in both languages', async () => {
    await family(
      [
        'combien de personnes âgées de 18 ans dans la région de Dakar ?',
        'how many people aged 18 in Dakar region (OCHA 2020)',
        'ppl aged 18 years in Dakar region',
      ],
      ['378154', /15–19/, /18/],
      ['60 ans et plus', '60 and over'],
    );
    await family(
      ['enfants âgés de 7 ans dans la région de Kolda', 'children aged 7 in Kolda region?'],
      ['142614', /5–9/],
    );
    await family(['combien de personnes âgées de 5 ans à Louga région'], ['170993', /pour « 5 ans »/]);
  });

  it('keeps "personnes âgées" alone, and spans, as before', async () => {
    await family(['combien de personnes âgées dans la région de Thiès ?'], ['132832', /60 ans et plus/]);
    await family(['women aged 15 to 49 in Kolda region'], [/15–49/]);
  });
});

describe('a span of ages after a people word, and groups named by their bound', () => {
  it('reads "people between 20 and 34" and "the over-60s" as ages, in both languages', async () => {
    await family(
      [
        'how many people between 20 and 34 in Diourbel region in 2020',
        'people aged between 20 and 34 in Diourbel region',
        "combien d'habitants entre 20 et 34 dans la région de Diourbel ?",
        'nb de personnes entre 20 et 34 a Diourbel region',
      ],
      ['404731', /20–34/],
      ['1852487', '1 852 487'],
    );
    await family(['number of over-60s in Kaolack region', 'the over-60s of Kaolack region'], ['61895', /60 and over/]);
    await family(['the under-5s in Matam region'], ['117416', /0–4/]);
  });

  it('keeps a span of years a series', async () => {
    await family(["combien d'habitants entre 2023 et 2030 à Thiès ?"], [/2023–2030/], ['ans ·']);
  });
});

describe('a flooded thing that is no house', () => {
  it('is not answered with houses flooded', async () => {
    await family(
      ['combien d’écoles inondées à Kaolack en 2012 ?', 'combien de routes inondées en 2020 ?'],
      [],
      ['maisons inondées', 'Maisons inondées'],
    );
    await family(['nombre de maisons inondées en 2009'], [/Maisons inondées/, '4300']);
    // (a few words between the thing and "inondées")
    await family(["combien d'écoles ont été inondées en 2024 ?"], ['248'], ['Maisons inondées']);
    await family(['combien de routes ont été complètement inondées en 2020 ?'], [], ['Maisons inondées']);
  });
});
