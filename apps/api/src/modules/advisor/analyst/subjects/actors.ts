import type { AnswerBuilder } from '../answer.ts';
import { sayRecordRatio } from './record-ratio.ts';
import { sayRecordRemainder } from './record-remainder.ts';
import { sayUnheldQuantities } from './actor-money.ts';
import { lexiconWords } from '../catalog/lexicon-words.ts';
import { lexiconSection } from '../catalog/catalog.ts';
import { ACTOR_ROLE_FR, ACTOR_TYPE_FR, inFrench } from '../../fr-terms.ts';
import { baseContext, type Context, type Handler, sourceText } from './shared.ts';
import { type ActorRole, askedActorKinds, ASKS_WHO, namedActorRoles, ofKindAndRole } from './actor-roles.ts';
import { actorWords, holds } from './actor-own-words.ts';
import { legalNumbers } from './actor-legal.ts';
import { actorNamedByHead } from './actor-heads.ts';
import { acronymLabel, acronymsOf } from './actor-terms.ts';

/** Actors of flood response: the ones a question names, or all of them by role. */

/** The order a reader in a crisis wants: who responds, who alerts, who coordinates, who prevents. */
const ROLE_ORDER = ['response', 'alert', 'coordination', 'prevention', 'dam', 'uncertain'];

/** Every institution of the actors data, by role in flood response; plans and programmes named after. */
function actorsOverview(
  b: AnswerBuilder,
  all: {
    actor_id: string;
    name_fr: string;
    acronym: string | null;
    type: string | null;
    role: string | null;
    source_id: string;
  }[],
  roles: ActorRole[] = [],
): Context {
  // "Qui coordonne… ?": the actors whose role in flood response names the role asked.
  const rows = roles.length ? all.filter((a) => roles.some((r) => (a.role ?? '').toLowerCase().includes(r.key))) : all;
  const rank = (role: string | null) => {
    const r = (role ?? '').toLowerCase();
    const i = ROLE_ORDER.findIndex((k) => r.startsWith(k));
    return i === -1 ? ROLE_ORDER.length : i;
  };
  const isScheme = (type: string | null) => /^(plan|programme)\b/.test(type ?? '');
  const institutions = rows.filter((a) => !isScheme(a.type)).sort((x, y) => rank(x.role) - rank(y.role));
  const schemes = rows.filter((a) => isScheme(a.type));
  const roleNames = roles.map((r) => r[b.lang]).join(b.t(' ou ', ' or '));
  b.say(
    roles.length
      ? b.t(
          `**Acteurs dont le rôle dans la réponse aux inondations comprend : ${roleNames} — ${rows.length} dans nos sources**`,
          `**Actors whose role in flood response includes ${roleNames}: ${rows.length} in our sources**`,
        )
      : b.t(
          `**Acteurs de la gestion des inondations au Sénégal dans nos sources : ${institutions.length} institutions, et ${schemes.length} plans et programmes**`,
          `**Flood management actors in Senegal in our sources: ${institutions.length} institutions, and ${schemes.length} plans and programmes**`,
        ),
    '',
    `| ${b.t('Acteur', 'Actor')} | ${b.t('Nature', 'Type')} | ${b.t('Rôle dans la réponse aux inondations', 'Role in flood response')} |`,
    '|---|---|---|',
  );
  const cell = (text: string) => text.replace(/\|/g, '/');
  const named = (a: { name_fr: string; acronym: string | null }) =>
    a.acronym && !a.name_fr.includes(a.acronym) ? `${a.name_fr} (${a.acronym})` : a.name_fr;
  for (const a of institutions) {
    b.actor({ name: a.name_fr, acronym: a.acronym, role: a.role ?? '', sourceIds: [a.source_id] });
    const type = a.type ? (b.lang === 'fr' ? inFrench(ACTOR_TYPE_FR, a.type) : a.type) : '—';
    const role = a.role ? (b.lang === 'fr' ? inFrench(ACTOR_ROLE_FR, a.role) : a.role) : '—';
    b.say(`| ${cell(named(a))} | ${cell(type)} | ${cell(role)} |`);
  }
  if (schemes.length) {
    for (const a of schemes)
      b.actor({ name: a.name_fr, acronym: a.acronym, role: a.role ?? '', sourceIds: [a.source_id] });
    b.say(
      '',
      `${b.t('Plans et programmes', 'Plans and programmes')} : ${schemes.map(named).join(b.lang === 'fr' ? ' ; ' : '; ')}.`,
    );
  }
  b.say(
    '',
    b.t(
      'Nos sources décrivent les acteurs nationaux et régionaux ; elles ne disent pas lesquels sont déployés dans une localité donnée. Demandez le rôle d’un acteur pour son mandat.',
      'Our sources describe national and regional actors; they do not say which are deployed in a given place. Ask about one actor for its mandate.',
    ),
  );
  // ("Who handles food relief? — how many warehouses does it run?": the few actors of a role shown
  // are the ones a follow-up asks more of)
  return baseContext(
    'actors',
    [],
    [],
    roles.length && rows.length <= 3 ? { actorIds: rows.map((a) => a.actor_id) } : {},
  );
}

export const actors: Handler = async (b, q, _mentions, prev) => {
  const stored = await b.run<{
    actor_id: string;
    name_fr: string;
    acronym: string | null;
    name_en: string | null;
    type: string | null;
    parent_ministry: string | null;
    parent_ministry_fr: string | null;
    mandate_fr: string | null;
    mandate_en: string | null;
    role: string | null;
    source_id: string;
    source_title: string | null;
  }>(
    'select a.actor_id, name_fr, acronym, name_en, type, parent_ministry, parent_ministry_fr, mandate_fr, mandate_en, role, source_id, s.title as source_title from knowledge.response_actor a left join knowledge.source s on s.id = a.source_id order by a.actor_id',
  );
  // ("PGIIS (also 'PGII')" is written in the answer's language: "PGIIS, aussi PGII")
  const rows = stored.map((a) => ({ ...a, acronym: acronymLabel(a.acronym, b.lang) }));
  const strip = (s: string | null) =>
    (s ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const STOP = new Set(
    'quel quelle quels quelles est sont qui what which who does do the les des une pour dans avec role senegal inondations floods flood lors sous placee place plan service organisme agency agence victims victimes'.split(
      ' ',
    ),
  );
  const expand: [RegExp, string[]][] = [
    [/\b(food|alimentaire|vivres|nourriture)\b/, ['alimentaire', 'food', 'vivres', 'securite alimentaire']],
    [
      /\b(meteo\w*|weather|forecasts?|previsions?|alerts?|alertes?)\b/,
      ['meteorolog', 'weather', 'forecast', 'prevision', 'alert'],
    ],
    [/\b(barrage|dam|manantali|felou)\b/, ['manantali', 'barrage', 'dam']],
    [/\b(pompage|pumping|drainage|assainissement|sanitation)\b/, ['pompage', 'pumping', 'drainage', 'assainissement']],
    [/\b(secours|rescue|pompiers|firefighters)\b/, ['secours', 'rescue', 'sapeurs']],
    [/\b(fleuve|river|hydrolog\w*)\b/, ['fleuve', 'river', 'hydrolog']],
  ];
  const words = q.tokens.filter((t) => t.length >= 4 && !STOP.has(t));
  for (const [re, add] of expand) if (re.test(q.norm)) words.push(...add);
  const nameOf = (a: { name_fr: string; name_en: string | null }) =>
    ` ${strip([a.name_fr, a.name_en].join(' ')).replace(/[^a-z0-9]+/g, ' ')} `;
  const names = rows.map(nameOf);
  const citing = legalNumbers(q.tokens).length
    ? rows
        .filter((a) =>
          legalNumbers(q.tokens).some((n) =>
            ` ${strip([a.mandate_fr, a.mandate_en, a.parent_ministry, a.source_title].join(' ')).replace(/[^a-z0-9]+/g, ' ')} `.includes(
              ` ${n} `,
            ),
          ),
        )
        .map((a) => a.actor_id)
    : [];
  const byHead = actorNamedByHead(q.tokens, names);
  // (two words of one actor's name that no other actor's record holds, neither a function word)
  const stop = lexiconSection<{ fr: string[]; en: string[] }>('recordAskStop');
  const skip = new Set([...stop.fr, ...stop.en]);
  const records = rows.map((a) => ` ${strip(Object.values(a).join(' ')).replace(/[^a-z0-9]+/g, ' ')} `);
  const soleHolder = (phrase: string) => {
    if (phrase.length < 8 || phrase.split(' ').some((w) => skip.has(w) || w.length < 3)) return undefined;
    const holders = rows.filter((_, i) => records[i]!.includes(` ${phrase} `));
    return holders.length === 1 && names[rows.indexOf(holders[0]!)]!.includes(` ${phrase} `) ? holders[0] : undefined;
  };
  const scored = rows.map((a) => {
    const text = strip(
      [
        a.name_fr,
        a.acronym,
        a.name_en,
        a.type,
        a.parent_ministry,
        a.mandate_fr,
        a.mandate_en,
        a.role,
        a.source_title,
      ].join(' '),
    );
    // (a legal text the question cites by its number names the actor whose record cites it)
    // …as does its head and name ("le ministre de l'Intérieur"), as an acronym does
    let s = citing.includes(a.actor_id) || rows[byHead] === a ? 6 : 0;
    const acr = acronymsOf(a.acronym).some((ac) => new RegExp(`\\b${ac}\\b`).test(q.norm));
    if (acr) s += 6;
    // (…as two words in a row only its name holds do: "le commissariat à la sécurité alimentaire")
    if (q.tokens.some((w, k) => k + 1 < q.tokens.length && soleHolder(`${w} ${q.tokens[k + 1]}`) === a)) s += 6;
    for (const w of new Set(words)) if (text.includes(w)) s += 1;
    // A word of the question only this actor's name holds ("l'Intérieur", "the armed forces") weighs more.
    let named = 0;
    for (const w of new Set(actorWords(q.tokens)))
      if (w.length >= 5 && !STOP.has(w) && names.filter((n) => holds(n, w)).length === 1)
        named += holds(nameOf(a), w) ? 1 : 0;
    const acronyms = acr ? acronymsOf(a.acronym).filter((ac) => q.norm.includes(ac)) : [];
    return { a, s, named, acr, text: ` ${text.replace(/[^a-z0-9]+/g, ' ')} `, nameText: nameOf(a), acronyms };
  });
  // "In how many communes is PROGEP 2 building?": the record that tells more of an actor named by
  // its acronym than its own record does (ADM's, which runs PROGEP) answers beside it.
  const told = (x: (typeof scored)[number]) =>
    words.filter((w) => x.text.includes(w) && !x.nameText.includes(w)).length;
  for (const named of scored.filter((x) => x.acr))
    for (const x of scored)
      if (!x.acr && named.acronyms.some((ac) => x.text.includes(` ${ac} `)) && told(x) > told(named))
        x.s = Math.max(x.s, named.s);
  const best = Math.max(...scored.map((x) => x.s));
  if (process.env.DBG)
    console.log(
      scored
        .filter((x) => x.s > 0)
        .map((x) => x.a.actor_id + ':' + x.s)
        .join(' '),
    );
  // "Qui intervient en cas d'inondation ?": no one actor is asked for, so all of them, by role.
  const general =
    /\b(intervien\w*|responsables?|responsible|en charge|in charge|acteurs?|actors?|intervenants?|stakeholders?|parties prenantes|qui fait quoi|who does what|s occupe\w*|involved|impliques?)\b/.test(
      q.norm,
    );
  const roles = namedActorRoles(q.tokens);
  // (…unless one is named by its acronym: "who issues alerts?" is every alerting actor, even when
  // one's text holds all the question's words)
  const acronymNamed = scored.some((x) => x.acr);
  // (…nor when one record holds far more of the question than any actor of that role: "quelle structure
  // assure le niveau stratégique de la protection civile ?" is the ministry's record, which says so)
  const ofRole = (a: { role: string | null }) => roles.some((r) => (a.role ?? '').toLowerCase().includes(r.key));
  const beyondRole = best >= 4 && !scored.some((x) => x.s === best && ofRole(x.a));
  // (…nor when one is named by its head and name: "qui est le ministre de l'Hydraulique et de l'Assainissement ?")
  // ("qui a coordonné la riposte à la crue de 2024 ?": those of the role whose records tell that year)
  const years = q.norm.match(/\b(19|20)\d\d\b/g) ?? [];
  const inYear = rows.filter((a) => ofRole(a) && years.some((y) => `${a.mandate_fr} ${a.mandate_en}`.includes(y)));
  const byRole = roles.length > 0 && !acronymNamed && byHead < 0 && !beyondRole && ASKS_WHO.test(q.norm);
  // ("quel ministère s'occupe de l'assainissement ?": the ministries of that role, each one's card)
  const kinds = byRole ? askedActorKinds(q.tokens) : [];
  const kindOfRole = kinds.length
    ? ofKindAndRole(
        scored.map((x) => ({ ...x.a, text: x.text })),
        kinds,
        roles,
      )
    : [];
  if (byRole && !inYear.length && !kindOfRole.length) return actorsOverview(b, rows, roles);
  // "Liste des plans et programmes", "which ministries…?": every actor of the kinds asked in the plural.
  const plural = askedActorKinds(q.tokens.filter((t) => /s$/.test(t)));
  if (plural.length && !roles.length && !acronymNamed && byHead < 0 && best < 6)
    return actorsOverview(
      b,
      rows.filter((a) => plural.some((k) => (a.type ?? '').toLowerCase().startsWith(k))),
    );
  if (general && best < 4) return actorsOverview(b, rows);
  // "Et de quel ministère dépend-il ?": no actor named, the one of the answer before.
  // (named by no acronym, an actor asked more of after its card is that actor)
  const more =
    prev?.intent === 'actors' &&
    best < 6 &&
    (lexiconWords('actorFollowUp').has(q.tokens) || lexiconWords('actorCountFollow').has(q.tokens));
  const before = kindOfRole.length
    ? kindOfRole
    : byRole
      ? inYear.map((a) => a.actor_id)
      : more
        ? (prev.actorIds ?? [])
        : [];
  // (an actor named by a word people use for it, "the Senegalese army", is a match on its own)
  const aliased = actorWords(q.tokens).some((w, i) => w !== q.tokens[i]) && scored.some((x) => x.named > 0);
  if (best < 2 && !before.length && !aliased) {
    b.say(
      b.t(
        "Je ne trouve pas d'acteur correspondant dans nos sources (24 institutions, plans et programmes de la réponse aux inondations). Je ne peux pas répondre à cette question avec nos données.",
        'I cannot find a matching actor in our sources (24 institutions, plans and programmes of flood response). I cannot answer this question from our data.',
      ),
    );
    b.missing(b.t('acteur', 'actor'));
    return baseContext('actors', [], []);
  }
  const chosen = scored
    // (a word of the question only its name holds brings an actor in: "Manantali" → SEMAF beside the OMVS)
    .filter((x) => (before.length ? before.includes(x.a.actor_id) : x.s + 2 * x.named >= Math.max(2, best * 0.6)))
    .sort((a, c) => c.s + c.named - (a.s + a.named))
    .slice(0, 3);
  // The first line answers "what is it?": its nature and its role in flood response (or, for
  // several actors, which ones); each one's details follow.
  b.say(
    chosen.length === 1
      ? actorHeadline(b, chosen[0]!.a)
      : actorsHeadline(
          b,
          chosen.map((x) => x.a),
        ),
    '',
  );
  sayUnheldQuantities(
    b,
    q.tokens,
    chosen.map((x) => x.a),
  );
  // "Combien de kg de riz par ménage ?": a figure per unit the record's own text makes, first.
  const texts = chosen.map(({ a }) => (b.lang === 'fr' ? (a.mandate_fr ?? a.mandate_en) : a.mandate_en) ?? '');
  sayRecordRatio(b, q, texts);
  sayRecordRemainder(b, q, texts);
  for (const { a } of chosen) {
    const mandate = b.lang === 'fr' ? (a.mandate_fr ?? a.mandate_en) : (a.mandate_en ?? a.mandate_fr);
    b.actor({ name: a.name_fr, acronym: a.acronym, role: a.role ?? '', sourceIds: [a.source_id] });
    b.say(`### ${a.name_fr}${a.acronym ? ` (${a.acronym})` : ''}`, '');
    if (a.name_en && b.lang === 'en') b.say(`- ${a.name_en}`);
    if (a.type) b.say(`- ${b.t('Nature', 'Type')} : ${b.lang === 'fr' ? inFrench(ACTOR_TYPE_FR, a.type) : a.type}`);
    // The tutelage note in the project's French (curated/actor-tutelage-fr.csv), else as compiled.
    const under = a.parent_ministry && (b.lang === 'fr' ? a.parent_ministry_fr : null);
    if (a.parent_ministry) b.say(`- ${b.t('Tutelle', 'Under')} : ${under || sourceText(b, a.parent_ministry)}`);
    if (a.role)
      b.say(
        `- ${b.t('Rôle dans la réponse aux inondations', 'Role in flood response')} : ${b.lang === 'fr' ? inFrench(ACTOR_ROLE_FR, a.role) : a.role}`,
      );
    if (mandate) b.say(`- ${b.t('Mandat', 'Mandate')} : ${mandate}`);
    b.say('');
  }
  return baseContext('actors', [], [], { actorIds: chosen.map((x) => x.a.actor_id) });
};

interface ActorRow {
  name_fr: string;
  acronym: string | null;
  name_en: string | null;
  type: string | null;
  role: string | null;
}

/** "**DGPRE (Direction de … Ressources en Eau) : agence (direction ministérielle) ; rôle dans la réponse aux inondations : alerte (…).**" */
function actorHeadline(b: AnswerBuilder, a: ActorRow): string {
  const name = b.lang === 'en' && a.name_en ? a.name_en : a.name_fr;
  const who = a.acronym && !name.includes(a.acronym) ? `${a.acronym} — ${name}` : name;
  const type = a.type ? (b.lang === 'fr' ? inFrench(ACTOR_TYPE_FR, a.type) : a.type) : null;
  const role = a.role ? (b.lang === 'fr' ? inFrench(ACTOR_ROLE_FR, a.role) : a.role) : null;
  const parts = [
    type,
    role ? `${b.t('rôle dans la réponse aux inondations', 'role in flood response')} : ${role}` : null,
  ];
  const said = parts.filter(Boolean).join(b.lang === 'fr' ? ' ; ' : '; ');
  return `**${who}${said ? ` : ${said}` : ''}.**`;
}

/** "**3 acteurs correspondent à la question : DPGI, DPC et BNSP.**" */
function actorsHeadline(b: AnswerBuilder, list: ActorRow[]): string {
  const names = list.map((a) => a.acronym ?? a.name_fr);
  const joined = names.length > 1 ? `${names.slice(0, -1).join(', ')} ${b.t('et', 'and')} ${names.at(-1)}` : names[0];
  return b.t(
    `**${list.length} acteurs correspondent à la question : ${joined}.**`,
    `**${list.length} actors match the question : ${joined}.**`,
  );
}
