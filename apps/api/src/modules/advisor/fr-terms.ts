/**
 * French for the English values of the shipped data sets (units and bases of the response
 * standards, actor types and roles, flood types), so that a French answer reads in French. The
 * data files keep their wording as collected; `test/fr-terms.test.ts` checks that every value
 * they hold has its French here.
 */

/** The French of `value` from `terms`, or the value itself when there is none. */
export function inFrench(terms: Record<string, string>, value: string): string {
  return terms[value] ?? value;
}

/** Units of the response standards: a French answer must not read "15 litres / person per day". */
export const STANDARD_UNIT_FR: Record<string, string> = {
  litres: 'litres',
  metres: 'mètres',
  minutes: 'minutes',
  people: 'personnes',
  persons: 'personnes',
  'ratio (female:male toilets)': 'ratio (toilettes femmes:hommes)',
  grams: 'grammes',
  containers: 'récipients',
  'kit / set of materials': 'kit / lot de matériel',
  'square metres': 'mètres carrés',
  'tarpaulins (6 x 4 m) + 30 m rope': 'bâches (6 × 4 m) + 30 m de corde',
  'sets of essential items (esp. underclothes)': "lots d'articles essentiels (notamment sous-vêtements)",
  blankets: 'couvertures',
  kcal: 'kcal',
  '% of total energy': "% de l'apport énergétique total",
  '% of children in need reached': '% des enfants dans le besoin atteints',
  'health facility': 'structure de santé',
  hospital: 'hôpital',
  beds: 'lits',
  'clinical officer': 'agent de santé qualifié',
  'medical doctor': 'médecin',
  'out-patient nurse': 'infirmier de consultation externe',
  '% of income': '% du revenu',
  death: 'décès',
};
export const STANDARD_PER_FR: Record<string, string> = {
  'person per day': 'personne et par jour',
  'person per month': 'personne et par mois',
  person: 'personne',
  household: 'ménage',
  family: 'famille',
  visit: 'trajet',
  tap: 'robinet',
  'hand pump': 'pompe à main',
  'open hand well': 'puits ouvert',
  'bathing facility': 'douche',
  'laundry facility': 'aire de lavage',
  toilet: 'toilette',
  'toilet block': 'bloc sanitaire',
  dwelling: 'logement',
  'woman (of reproductive age)': 'femme en âge de procréer',
  'target population': 'population cible',
  '10,000 people': '10 000 personnes',
  '250,000 people': '250 000 personnes',
  '<10,000 people': '< 10 000 personnes',
  '50,000 people': '50 000 personnes',
  '<50,000 people': '< 50 000 personnes',
  '10,000 people per day': '10 000 personnes par jour',
  '10,000 children under 5 per day': '10 000 enfants de moins de 5 ans par jour',
};
export const STANDARD_VALUE_FR: Record<string, string> = { '4 singles or 2 doubles': '4 simples ou 2 doubles' };
export const HAZARD_TYPE_FR: Record<string, string> = {
  pluvial: 'inondation pluviale',
  'pluvial/urban': 'inondation pluviale (urbaine)',
  'pluvial/windstorm': 'inondation pluviale et tempête',
  fluvial: 'crue fluviale',
};

export const ACTOR_TYPE_FR: Record<string, string> = {
  'NGO (National Red Cross Society, auxiliary to public authorities)':
    'ONG (Société nationale de la Croix-Rouge, auxiliaire des pouvoirs publics)',
  agency: 'agence',
  'agency (government directorate)': 'agence (direction ministérielle)',
  'agency (operational rescue service)': 'agence (service opérationnel de secours)',
  'agency (public industrial and commercial establishment)':
    'agence (établissement public à caractère industriel et commercial)',
  'agency (public office)': 'agence (office public)',
  'coordination committee': 'comité de coordination',
  'government (armed forces)': 'État (forces armées)',
  ministry: 'ministère',
  'ministry (historical)': 'ministère (historique)',
  plan: 'plan',
  'plan (in preparation – status uncertain)': 'plan (en préparation – statut incertain)',
  programme: 'programme',
  'programme (project)': 'programme (projet)',
  'regional body': 'organisme régional',
  'regional body (OMVS operating company)': 'organisme régional (société de gestion de l’OMVS)',
};

export const ACTOR_ROLE_FR: Record<string, string> = {
  'UNCERTAIN – no flood-response role stated in sources read (water mobilisation, inland watercourse works)':
    'INCERTAIN – aucun rôle dans la réponse aux inondations n’est indiqué dans les sources lues (mobilisation de l’eau, aménagement des cours d’eau intérieurs)',
  'alert (basin hydrological monitoring, flood communiqués); dam operations':
    'alerte (suivi hydrologique du bassin, communiqués de crue) ; gestion des barrages',
  'alert (river-level monitoring)': 'alerte (suivi du niveau des fleuves)',
  'alert (weather forecasts and warnings)': 'alerte (prévisions et avertissements météorologiques)',
  'alert / coordination (limited information)': 'alerte / coordination (informations limitées)',
  'coordination (prevention, preparedness)': 'coordination (prévention, préparation)',
  'dam operations (release management, input to alerts)':
    'gestion des barrages (lâchers d’eau, contribution aux alertes)',
  prevention: 'prévention',
  'prevention (drainage maintenance); response (pumping)': 'prévention (entretien du drainage) ; réponse (pompage)',
  'prevention (drainage works)': 'prévention (ouvrages de drainage)',
  'prevention (planning)': 'prévention (planification)',
  'prevention; alert': 'prévention ; alerte',
  'prevention; alert; crisis monitoring': 'prévention ; alerte ; suivi de crise',
  'prevention; coordination; alert (river floods with OMVS)':
    'prévention ; coordination ; alerte (crues du fleuve, avec l’OMVS)',
  'prevention; preparedness (ORSEC design); strategic level of the national civil-protection mechanism':
    'prévention ; préparation (conception du plan ORSEC) ; niveau stratégique du dispositif national de protection civile',
  'prevention; recovery (historical)': 'prévention ; relèvement (historique)',
  'prevention; recovery (structural works, rehousing)': 'prévention ; relèvement (ouvrages structurants, relogement)',
  'response (food relief); in the Oct 2024 river flood it delivered food with the armed forces':
    'réponse (aide alimentaire) ; lors de la crue du fleuve d’octobre 2024, il a distribué des vivres avec les forces armées',
  'response (logistics, emergency health care, security)': 'réponse (logistique, soins d’urgence, sécurité)',
  'response (rescue; operational coordination under ORSEC)':
    'réponse (secours ; coordination opérationnelle dans le cadre du plan ORSEC)',
  'response (triggered for floods, e.g. Aug 2012, Aug 2021, Aug 2022)':
    'réponse (déclenché lors d’inondations, p. ex. en août 2012, août 2021 et août 2022)',
  'response coordination': 'coordination de la réponse',
  'response; early recovery; community preparedness': 'réponse ; relèvement précoce ; préparation communautaire',
  'response; recovery (social protection)': 'réponse ; relèvement (protection sociale)',
};

/** A standard's "unit / per" (as stored with each need) in French: "litres par personne et par jour". */
export function standardUnitPerInFrench(unitPer: string): string {
  const [unit = '', per = ''] = unitPer.split(' / ');
  return unitPerInFrench(unit, per);
}

/** "litres par personne et par jour"; "pour" before a count ("1 structure pour 10 000 personnes"). */
export function unitPerInFrench(unit: string, per: string): string {
  const perFr = inFrench(STANDARD_PER_FR, per);
  return `${inFrench(STANDARD_UNIT_FR, unit)} ${/^[<\d]/.test(perFr) ? 'pour' : 'par'} ${perFr}`;
}
