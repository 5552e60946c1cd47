import { type AnswerBuilder, fmt } from '../answer.ts';

/**
 * "774 ménages touchés par la crue de 2024 : à la taille des ménages de Matam, ça fait combien ?":
 * a count of households the question gives that a recorded event reports (as households affected or
 * families displaced). The people the event reports beside it are quoted as published, with the
 * people per household they imply and the event's curated caveats: a conversion is never read as the
 * official figure, nor the official figure dropped.
 */
export async function sayEventOfCount(b: AnswerBuilder, households: number): Promise<void> {
  const events = await b.run<{
    event_id: string;
    name: string;
    name_fr: string;
    people: number | null;
    displaced: boolean;
    source_id: string;
  }>(
    `select event_id, name, name_fr, case when households_affected = $1 then people_affected else people_displaced end as people,
     households_affected is distinct from $1 as displaced, source_id
     from knowledge.flood_event where households_affected = $1 or families_displaced = $1 order by event_id`,
    [households],
  );
  for (const e of events) {
    const people = e.people === null ? null : Number(e.people);
    if (people === null) continue;
    const per = (Math.round((people / households) * 10) / 10).toLocaleString(b.lang === 'fr' ? 'fr-FR' : 'en-US');
    b.figure({
      label: b.t('Personnes (chiffre publié)', 'People (published figure)'),
      value: people,
      kind: 'reported',
      sourceIds: [e.source_id],
    });
    b.say(
      '',
      b.t(
        `Chiffre officiel : « ${e.name_fr} » (${e.event_id}) rapporte ces ${fmt(households, 'fr')} ménages avec **${fmt(people, 'fr')} personnes** ${e.displaced ? 'déplacées' : 'affectées'}, tel que publié, soit ${per} personnes par ménage.`,
        `Official figure: "${e.name}" (${e.event_id}) reports these ${fmt(households, 'en')} households with **${fmt(people, 'en')} people** ${e.displaced ? 'displaced' : 'affected'}, as published, i.e. ${per} people per household.`,
      ),
    );
    const caveats = await b.run<{ text_fr: string; text_en: string }>(
      "select c.text_fr, c.text_en from knowledge.caveat c join knowledge.caveat_applies a on a.caveat_id = c.id where a.applies_to = 'event' and a.target = $1",
      [e.event_id],
    );
    for (const c of caveats) b.caveat(b.lang === 'fr' ? c.text_fr : c.text_en);
  }
}
