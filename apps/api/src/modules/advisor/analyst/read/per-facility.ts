import type { Catalog } from '../catalog/catalog.ts';
import type { ReadResult } from './reader.ts';

/**
 * "Combien d'habitants y a-t-il en moyenne par poste de santé (géolocalisé) ?", "how many inhabitants
 * are there on average per health post?": the population read beside a count of health facilities
 * named after "par" / "per" is the number of inhabitants per facility of that kind (per geolocated
 * facility when the question says so), not two figures.
 */
const PER = new Set(['par', 'per', 'chaque', 'each']);
const FOR = new Set(['pour', 'pr', 'for']);
const ONE = new Set(['un', 'une', '1', 'a', 'one', 'every']);
const FACILITIES = ['health_facilities', 'health_facilities_geolocated'];
const RATIOS = { all: 'inhabitants_per_health_facility', geolocated: 'inhabitants_per_geolocated_facility' };

export function withPerFacility(read: ReadResult, catalog: Catalog): ReadResult {
  const people = read.frames.find((f) => f.measure === 'population' && f.op === 'value');
  const facilities = read.frames.filter((f) => FACILITIES.includes(f.measure));
  if (!people || !facilities.length || people.places.length > 1) return read;
  if (read.frames.length !== facilities.length + 1) return read;
  const t = read.parsed.tokens;
  // ("…pour un poste de santé géolocalisé", "for one health post": "pour un" says "par")
  const per = t.findIndex((w) => PER.has(w));
  const one = t.findIndex((w, k) => FOR.has(w) && ONE.has(t[k + 1] ?? ''));
  const at = per >= 0 ? per : one >= 0 ? one + 1 : -1;
  if (at < 0) return read;
  const after = t.slice(at + 1, at + 7);
  const named = catalog.dimensionWords.find(after).some((h) => h.entry.dim === 'facility_type' && h.start <= 1);
  const measures = catalog.measureWords.find(after).map((h) => h.entry.id);
  if (!named && !measures.includes('health_facilities')) return read;
  const geo = facilities.some((f) => f.measure === 'health_facilities_geolocated');
  const measure = geo ? RATIOS.geolocated : RATIOS.all;
  const dims = { ...people.dims, ...facilities[0]!.dims };
  return { ...read, frames: [{ ...people, measure, dims }] };
}
