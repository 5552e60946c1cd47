import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BOUNDARY_DETAILS, BOUNDARY_LEVELS, type BoundaryLevel, ErrorCode } from '@sfp/contracts';
import { AppError } from '../../lib/errors.ts';
import type { Collection, GeoRepository } from './geo.repository.ts';
import { simplifyGeometry } from './simplify.ts';

/**
 * The overview: about 550 m of tolerance and 110 m of precision, under half a pixel on a phone's map
 * of the country. The 46 departments go from about 60 KB gzipped to about 15.
 */
const OVERVIEW_TOLERANCE_DEG = 0.005;
const OVERVIEW_PRECISION = 1e3;

const overview = (fc: Collection): Collection => ({
  ...fc,
  features: fc.features.map((f) => ({
    ...f,
    geometry: simplifyGeometry(f.geometry, OVERVIEW_TOLERANCE_DEG, OVERVIEW_PRECISION),
  })),
});

export interface BoundaryBody {
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/**
 * Boundaries as ready-to-send bytes (plain, gzipped, brotli-compressed: the departments' overview
 * is 14 KB gzipped, 10 with brotli) with their ETag, built once per level and detail.
 */
export function createGeoService(deps: { repository: GeoRepository }) {
  const cache = new Map<string, BoundaryBody>();
  return {
    boundaries(level: string, detail = 'full'): BoundaryBody {
      if (!(BOUNDARY_LEVELS as readonly string[]).includes(level))
        throw new AppError(
          404,
          ErrorCode.boundaryLevelUnknown,
          `No boundaries for level "${level.slice(0, 40)}": use ${BOUNDARY_LEVELS.join(', ')}.`,
        );
      if (!(BOUNDARY_DETAILS as readonly string[]).includes(detail))
        throw new AppError(
          400,
          ErrorCode.boundaryDetailInvalid,
          `No boundary detail "${detail.slice(0, 40)}": use ${BOUNDARY_DETAILS.join(', ')}.`,
        );
      const key = `${level}:${detail}`;
      let body = cache.get(key);
      if (!body) {
        const fc = deps.repository.boundaries(level as BoundaryLevel);
        const json = Buffer.from(JSON.stringify(detail === 'overview' ? overview(fc) : fc));
        body = {
          json,
          gzip: gzipSync(json, { level: 9 }),
          br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`,
        };
        cache.set(key, body);
      }
      return body;
    },
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
