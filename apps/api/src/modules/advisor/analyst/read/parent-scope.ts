import { normaliseName } from '../../../knowledge/normalise.ts';
import { lexiconSection } from '../catalog/catalog.ts';
import type { PlaceIndex } from '../places.ts';
import type { Frame, PreviousScope } from './frame.ts';

/**
 * "De quel département Touba relève-t-il, et quelle est sa population en 2024 ?", "which department
 * is Touba in, and what is its population?": after an ask of a place's parent at a level, a later
 * part pointing back with a possessive (lexicon `parentScope`) asks about that parent, not the place.
 */
export function parentScopeOf(frames: Frame[], index: PlaceIndex): PreviousScope | null {
  const parents = frames
    .filter((f) => f.measure === 'admin_parent' && (f.level === 'department' || f.level === 'region'))
    .flatMap((f) =>
      f.places.map((p) => {
        const u = index.get(p.pcode);
        return f.level === 'department' ? u?.department : u?.region;
      }),
    )
    .filter((p): p is string => !!p);
  return parents.length ? { pcodes: [...new Set(parents)], years: [] } : null;
}

/** The part points back with a possessive ("sa population", "its population"). */
export function pointsBackToParent(part: string): boolean {
  const words = lexiconSection<{ fr: string[]; en: string[] }>('parentScope');
  const t = ` ${normaliseName(part)} `;
  return [...words.fr, ...words.en].some((w) => t.includes(` ${w} `));
}
