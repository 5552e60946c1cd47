import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HAZARD_DIMENSIONS } from '@sfp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './helpers/context.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createKnowledgeDatabase } from './helpers/knowledge.ts';
import { createVerifiedUser, type TestUser } from './helpers/users.ts';

let db: TestDatabase;
let t: TestContext;
let user: TestUser;

beforeAll(async () => {
  db = await createKnowledgeDatabase();
  t = await createTestContext({}, { database: db.database });
  user = await createVerifiedUser(t.app, t.outboxDir);
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...user.auth, ...headers } });

interface Unit {
  pcode: string;
  name: string;
  score: number | null;
  rank: number | null;
  components: Record<string, number | null>;
  indicators: {
    id: string;
    value: number | null;
    year: number | null;
    normalised: number | null;
    source_id: string | null;
  }[];
  missing: string[];
}

describe('GET /api/geo/boundaries/{level}/', () => {
  it('answers the 46 OCHA COD-AB v02 departments with the knowledge schema p-codes and names', async () => {
    const res = await get('/api/geo/boundaries/department/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    const fc = res.json() as {
      type: string;
      features: { properties: Record<string, string>; geometry: { type: string } }[];
    };
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.features).toHaveLength(46);
    const units = await db.database.query<{ pcode: string }>(
      `select pcode from knowledge.unit where level = 'department' order by pcode`,
    );
    expect(fc.features.map((f) => f.properties.pcode).sort()).toEqual(units.rows.map((r) => r.pcode));
    const keurMassar = fc.features.find((f) => f.properties.pcode === 'SN0105')!;
    expect(keurMassar.properties).toMatchObject({ name: 'Keur Massar', region_pcode: 'SN01' });
    expect(fc.features.every((f) => /Polygon/.test(f.geometry.type))).toBe(true);
  });

  it('sends gzip when accepted, small enough for a slow network (≤ 150 KB for the departments)', async () => {
    const res = await get('/api/geo/boundaries/department/', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThanOrEqual(150 * 1024);
    const fc = JSON.parse(gunzipSync(res.rawPayload).toString()) as { features: unknown[] };
    expect(fc.features).toHaveLength(46);
    // Brotli when the browser accepts it too: the same GeoJSON, in fewer bytes.
    const br = await get('/api/geo/boundaries/department/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(res.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(fc);
  });

  it('answers an overview of the departments, a quarter of the bytes, with its own ETag', async () => {
    const gz = { 'accept-encoding': 'gzip' };
    const full = await get('/api/geo/boundaries/department/', gz);
    const res = await get('/api/geo/boundaries/department/?detail=overview', gz);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(full.rawPayload.length / 3);
    expect(res.headers.etag).not.toBe(full.headers.etag);
    type Fc = { features: { properties: Record<string, string>; geometry: { type: string; coordinates: unknown } }[] };
    const overview = JSON.parse(gunzipSync(res.rawPayload).toString()) as Fc;
    const shipped = JSON.parse(gunzipSync(full.rawPayload).toString()) as Fc;
    // The same units, properties and geometry types; rings still closed, with at least four points.
    expect(overview.features.map((f) => f.properties)).toEqual(shipped.features.map((f) => f.properties));
    expect(overview.features.map((f) => f.geometry.type)).toEqual(shipped.features.map((f) => f.geometry.type));
    const rings = overview.features.flatMap((f) =>
      f.geometry.type === 'Polygon'
        ? (f.geometry.coordinates as number[][][])
        : (f.geometry.coordinates as number[][][][]).flat(),
    );
    for (const ring of rings) {
      expect(ring.length).toBeGreaterThanOrEqual(4);
      expect(ring[0]).toEqual(ring[ring.length - 1]);
    }
    const again = await get('/api/geo/boundaries/department/?detail=overview', {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const bad = await get('/api/geo/boundaries/department/?detail=fine');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'boundary_detail_invalid' });
  });

  it('answers 304 to If-None-Match with the ETag, 200 with another', async () => {
    const first = await get('/api/geo/boundaries/region/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((first.json() as { features: unknown[] }).features).toHaveLength(14);
    const again = await get('/api/geo/boundaries/region/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await get('/api/geo/boundaries/region/', { 'if-none-match': `W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const other = await get('/api/geo/boundaries/region/', { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('keys communes by their ANSD code where the name matches, and says where it does not', async () => {
    const fc = (await get('/api/geo/boundaries/commune/')).json() as {
      features: { properties: { pcode: string; name: string; ansd_code: string | null; department_pcode: string } }[];
    };
    expect(fc.features).toHaveLength(552);
    const matched = fc.features.filter((f) => f.properties.ansd_code !== null);
    expect(matched.length).toBeGreaterThan(450);
    const known = await db.database.query<{ pcode: string }>(
      `select pcode from knowledge.unit where level = 'commune'`,
    );
    const communes = new Set(known.rows.map((r) => r.pcode));
    expect(matched.every((f) => communes.has(f.properties.pcode))).toBe(true);
    expect(
      fc.features.filter((f) => f.properties.ansd_code === null).every((f) => f.properties.pcode.startsWith('SRC-')),
    ).toBe(true);
  });

  it('answers a coded 404 for another level, and 401 without a token', async () => {
    const res = await get('/api/geo/boundaries/arrondissement/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'boundary_level_unknown' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/geo/boundaries/department/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'not_authenticated' });
  });
});

describe('GET /api/hazard/scores/', () => {
  it('answers every department with score, rank, components, indicators, missing and the sources', async () => {
    const res = await get('/api/hazard/scores/?level=department&w_hazard=1&w_vulnerability=1&w_coping=1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      level: string;
      weights: Record<string, number>;
      units: Unit[];
      sources: { id: string; title: string; url: string | null }[];
    };
    expect(body.level).toBe('department');
    expect(body.weights).toEqual({ hazard_exposure: 1, vulnerability: 1, lack_of_coping_capacity: 1 });
    expect(body.units).toHaveLength(46);
    for (const u of body.units) {
      expect(Object.keys(u).sort()).toEqual(['components', 'indicators', 'missing', 'name', 'pcode', 'rank', 'score']);
      expect(Object.keys(u.components)).toEqual([...HAZARD_DIMENSIONS]);
      for (const x of [u.score, ...Object.values(u.components)]) if (x !== null) expect(x).toBeGreaterThanOrEqual(0);
      for (const x of [u.score, ...Object.values(u.components)]) if (x !== null) expect(x).toBeLessThanOrEqual(10);
      for (const i of u.indicators) {
        expect(Object.keys(i).sort()).toEqual(['id', 'normalised', 'source_id', 'value', 'year']);
        if (i.value === null) expect(u.missing).toContain(i.id);
        if (i.source_id) expect(body.sources.map((s) => s.id)).toContain(i.source_id);
      }
    }
    // Ranked: 1 first, scores never increasing down the list.
    const scores = body.units.map((u) => u.score).filter((s): s is number => s !== null);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(body.units[0]!.rank).toBe(1);
    // People affected per 1,000 is reported for a few departments only: elsewhere it is listed as missing, never 0.
    const pikine = body.units.find((u) => u.pcode === 'SN0103')!;
    const perK = pikine.indicators.find((i) => i.id === 'people_affected_per_1000')!;
    expect(perK.value).toBeGreaterThan(0);
    expect(perK.year).toBe(2009);
    const kedougou = body.units.find((u) => u.pcode === 'SN0602')!;
    expect(kedougou.missing).toContain('people_affected_per_1000');
    expect(kedougou.indicators.find((i) => i.id === 'people_affected_per_1000')!.value).toBeNull();
    // Regional EHCVM values are applied to their departments: Pikine and Dakar share Dakar's.
    const dakar = body.units.find((u) => u.pcode === 'SN0101')!;
    const share = (u: Unit, id: string) => u.indicators.find((i) => i.id === id)!.value;
    expect(share(dakar, 'food_insecurity')).toBe(21.2);
    expect(share(pikine, 'food_insecurity')).toBe(21.2);
    expect(share(dakar, 'no_drinking_water')).toBeCloseTo(3.38, 2);
    // 2009 is one flood told by two sources (SEN-2009-01, SEN-2009-01b): counted once.
    const events = await db.database.query<{ n: number }>(
      `select count(distinct e.year || coalesce(e.start_date, '')) as n from knowledge.flood_event_area a
         join knowledge.flood_event e on e.event_id = a.event_id where a.pcode = 'SN0103'`,
    );
    expect(share(pikine, 'flood_events')).toBe(Number(events.rows[0]!.n));
  });

  it('gives every source an indicator cites with its link: the sources one click away', async () => {
    const body = (await get('/api/hazard/scores/')).json() as {
      units: Unit[];
      sources: { id: string; url: string | null }[];
    };
    const cited = new Set(body.units.flatMap((u) => u.indicators.map((i) => i.source_id).filter(Boolean)));
    const sources = body.sources.filter((s) => cited.has(s.id));
    expect(sources.map((s) => s.id)).toEqual(
      expect.arrayContaining(['ansd-ehcvm-2021', 'health-2023', 'ansd-rgph5-2023']),
    );
    expect(sources.filter((s) => !/^https?:\/\//.test(s.url ?? '')).map((s) => s.id)).toEqual([]);
  });

  it('gives the French title of a source where the catalogue has one, for the page in French', async () => {
    const body = (await get('/api/hazard/scores/')).json() as { sources: { id: string; title_fr: string | null }[] };
    const census = body.sources.find((s) => s.id === 'ansd-rgph5-2023')!;
    expect(census.title_fr).toMatch(/^Recensement général de la population/);
    // Event reports are cited as published: no French title.
    expect(body.sources.find((s) => s.id.startsWith('event-area:'))!.title_fr).toBeNull();
  });

  it('sends brotli or gzip when accepted, the same JSON', async () => {
    const url = '/api/hazard/scores/?level=department';
    const plain = await get(url);
    const zipped = await get(url, { 'accept-encoding': 'gzip' });
    const br = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(br.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('moves the ranking when the weights change, and defaults to equal weights', async () => {
    const equal = (await get('/api/hazard/scores/')).json() as { units: Unit[]; weights: Record<string, number> };
    expect(equal.weights).toEqual({ hazard_exposure: 1, vulnerability: 1, lack_of_coping_capacity: 1 });
    const hazardOnly = (await get('/api/hazard/scores/?w_hazard=1&w_vulnerability=0&w_coping=0')).json() as {
      units: Unit[];
    };
    const copingOnly = (await get('/api/hazard/scores/?w_hazard=0&w_vulnerability=0&w_coping=1')).json() as {
      units: Unit[];
    };
    expect(hazardOnly.units.map((u) => u.pcode)).not.toEqual(copingOnly.units.map((u) => u.pcode));
    // With only one dimension weighted, the score is that dimension.
    for (const u of hazardOnly.units) expect(u.score).toBeCloseTo(u.components.hazard_exposure!, 2);
  });

  it('reads weights written as decimal numbers', async () => {
    const res = await get('/api/hazard/scores/?w_hazard=.5&w_vulnerability=2.&w_coping=%201e1%20');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { weights: unknown }).weights).toEqual({
      hazard_exposure: 0.5,
      vulnerability: 2,
      lack_of_coping_capacity: 10,
    });
  });

  it.each([
    ['w_hazard=-1', 'hazard_weight_invalid'],
    ['w_coping=abc', 'hazard_weight_invalid'],
    ['w_vulnerability=', 'hazard_weight_invalid'],
    ['w_hazard=Infinity', 'hazard_weight_invalid'],
    ['w_hazard=1e9', 'hazard_weight_invalid'],
    ['w_hazard=1&w_hazard=2', 'hazard_weight_invalid'],
    ['w_hazard=0x10', 'hazard_weight_invalid'],
    ['w_coping=0b11', 'hazard_weight_invalid'],
    ['w_vulnerability=1,5', 'hazard_weight_invalid'],
    ['w_hazard=0&w_vulnerability=0&w_coping=0', 'hazard_weights_all_zero'],
    ['level=commune', 'hazard_level_invalid'],
    ['level=atlantis', 'hazard_level_invalid'],
  ])('answers a coded 400 to %s', async (query, code) => {
    const res = await get(`/api/hazard/scores/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String), code });
  });

  it('requires a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/hazard/scores/' });
    expect(res.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/hazard/scores/',
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('is described in the OpenAPI document, bearer-protected', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schema/' });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const doc = res.json() as {
      paths: Record<string, { get?: { security?: unknown[]; parameters?: { name: string }[] } }>;
    };
    const scores = doc.paths['/api/hazard/scores/']!.get!;
    expect(scores.security).toEqual([{ bearerAuth: [] }]);
    expect(scores.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['level', 'w_hazard', 'w_vulnerability', 'w_coping']),
    );
    expect(doc.paths['/api/geo/boundaries/{level}/']!.get!.security).toEqual([{ bearerAuth: [] }]);
  });
});
