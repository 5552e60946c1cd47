import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { BOUNDARY_LEVELS, type BoundaryLevel, ErrorCode } from '@sfp/contracts';
import { AppError } from '../../lib/errors.ts';
import type { GeoRepository } from './geo.repository.ts';

export interface BoundaryBody {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Boundaries as ready-to-send bytes (plain and gzipped) with their ETag, built once per level. */
export function createGeoService(deps: { repository: GeoRepository }) {
  const cache = new Map<BoundaryLevel, BoundaryBody>();
  return {
    boundaries(level: string): BoundaryBody {
      if (!(BOUNDARY_LEVELS as readonly string[]).includes(level))
        throw new AppError(
          404,
          ErrorCode.boundaryLevelUnknown,
          `No boundaries for level "${level.slice(0, 40)}": use ${BOUNDARY_LEVELS.join(', ')}.`,
        );
      const key = level as BoundaryLevel;
      let body = cache.get(key);
      if (!body) {
        const json = Buffer.from(JSON.stringify(deps.repository.boundaries(key)));
        body = {
          json,
          gzip: gzipSync(json, { level: 9 }),
          etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`,
        };
        cache.set(key, body);
      }
      return body;
    },
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
