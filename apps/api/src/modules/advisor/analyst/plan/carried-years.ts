import type { AnswerBuilder } from '../answer.ts';
import type { Measure } from '../catalog/catalog.ts';
import type { Frame } from '../read/frame.ts';
import { yearsHeld } from './values.ts';

/**
 * "Quels départements ont été touchés en septembre 2019 ? — Et leur population ?": a year carried
 * from the answer before (a flood's date) that the measure holds for none of the places asked is no
 * year of the question: the measure's own default is read instead (the census, with this year's
 * projection), not "no data for 2019".
 */
export async function withYearsHeld(b: AnswerBuilder, frame: Frame, measure: Measure): Promise<Frame> {
  if (!frame.yearsCarried || !frame.years.length || !measure.store?.year) return frame;
  const pcodes = frame.places.map((p) => p.pcode);
  if (!pcodes.length) return frame;
  const held = await yearsHeld(b, measure, pcodes, frame.dims);
  return frame.years.some((y) => held.includes(y)) ? frame : { ...frame, years: [], yearsCarried: false };
}
