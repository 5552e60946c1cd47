import { type AnswerBuilder, fmt } from '../answer.ts';
import type { PlaceIndex, Unit } from '../places.ts';

/**
 * The household size that turns households into people: the region's own when the question's
 * places all lie in one region the note of CRS-01 gives a size for (data/knowledge/README.md: "use
 * regional values to convert people <-> households"), else Senegal's average (CRS-01).
 */

export interface HouseholdSize {
  size: number;
  /** How the size was chosen, to follow "ménages ×" in the answer. */
  fr: string;
  en: string;
  sourceIds: string[];
  /** The other sizes the data gives for these people (the national average beside a region's own;
   * both of a region the note lists twice), each with how it is said. */
  others: { size: number; fr: string; en: string }[];
}

export async function householdSizeFor(
  b: AnswerBuilder,
  units: Unit[],
  idx: PlaceIndex,
): Promise<HouseholdSize | null> {
  const national = (
    await b.run<{ value_num: number | null; source_id: string }>(
      "select value_num, source_id from knowledge.response_standard where standard_id = 'CRS-01'",
    )
  )[0];
  const regions = [...new Set(units.map((u) => (u.level === 'region' ? u.pcode : u.region)).filter(Boolean))];
  const own =
    regions.length === 1
      ? (
          await b.run<{ persons_min: number; persons_max: number; source_id: string }>(
            'select persons_min, persons_max, source_id from knowledge.household_size where pcode = $1',
            [regions[0]],
          )
        )[0]
      : undefined;
  const region = regions.length === 1 ? idx.get(regions[0]!)?.name : undefined;
  const avg = national?.value_num ?? null;
  if (own && own.persons_min === own.persons_max) {
    const [besideFr, besideEn] =
      avg === null ? ['', ''] : [`, moyenne nationale ${fmt(avg, 'fr')}`, `, national average ${fmt(avg, 'en')}`];
    return {
      size: own.persons_min,
      fr: `${fmt(own.persons_min, 'fr')} personnes par ménage (taille des ménages de la région de ${region}, résultats provisoires du RGPH-5 cités dans la note de CRS-01${besideFr})`,
      en: `${fmt(own.persons_min, 'en')} people per household (household size of ${region} region, RGPH-5 preliminary results quoted in the note of CRS-01${besideEn})`,
      sourceIds: [own.source_id],
      others:
        avg === null
          ? []
          : [{ size: avg, fr: 'à la moyenne nationale (CRS-01)', en: 'at the national average (CRS-01)' }],
    };
  }
  if (avg === null) return null;
  const [twiceFr, twiceEn] = own
    ? [
        ` ; la note de CRS-01 donne pour la région de ${region} deux tailles, ${fmt(own.persons_min, 'fr')} et ${fmt(own.persons_max, 'fr')} (incohérent dans la source), d'où la moyenne nationale`,
        `; the note of CRS-01 gives ${region} region two sizes, ${fmt(own.persons_min, 'en')} and ${fmt(own.persons_max, 'en')} (inconsistent in the source), hence the national average`,
      ]
    : ['', ''];
  return {
    size: avg,
    fr: `${fmt(avg, 'fr')} personnes par ménage (taille moyenne, RGPH-5 2023, CRS-01${twiceFr})`,
    en: `${fmt(avg, 'en')} people per household (average size, 2023 RGPH-5, CRS-01${twiceEn})`,
    sourceIds: national ? [national.source_id] : [],
    others: own
      ? [own.persons_min, own.persons_max].map((size) => ({
          size,
          fr: `à la taille ${fmt(size, 'fr')} que la note donne pour la région de ${region}`,
          en: `at the size ${fmt(size, 'en')} the note gives for ${region} region`,
        }))
      : [],
  };
}
