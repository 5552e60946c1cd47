import type { Measure } from '../catalog/catalog.ts';
import type { Frame } from './frame.ts';
import type { ReadPlace } from './places-read.ts';

/**
 * The places of a frame, each named once. A name read at a level its measure has no figure at
 * ("indice de priorité de Matam": the index is computed by department) is read at the level of
 * the same name that has one, when no level was said with it (catalog `levels`); the readings
 * without figures are not offered beside it.
 */
export function framePlaces(mine: ReadPlace[], measure: Measure): Frame['places'] {
  const levels = measure.levels;
  return mine
    .filter((p, k) => mine.findIndex((o) => o.unit.pcode === p.unit.pcode) === k)
    .map((p) => {
      const held =
        levels && !p.hinted && !levels.includes(p.unit.level)
          ? p.others.find((u) => levels.includes(u.level))
          : undefined;
      const unit = held ?? p.unit;
      const others = held ? p.others.filter((u) => u !== held && levels!.includes(u.level)) : p.others;
      return { pcode: unit.pcode, others: others.map((u) => u.pcode), asked: p.text, levelMissed: p.levelMissed };
    });
}
