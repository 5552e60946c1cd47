/** HTTP content codings the server sends (Node's zlib has both): brotli first, then gzip. */
export type Encoding = 'br' | 'gzip';

/** The content codings an `Accept-Encoding` header allows (a `q=0` refuses one), brotli first. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const q = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const value = params.map((p) => /^q=([\d.]+)$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) q.set(name, value === undefined ? 1 : Number(value));
  }
  return (['br', 'gzip'] as const).filter((e) => (q.get(e) ?? q.get('*') ?? 0) > 0);
}
