/**
 * The organisation's symbol (a drop over three waves, in the platform's blue) as shapes: drawn by
 * the Logo component, and as markup by the pages' first screens drawn before the app (ADR 057).
 */
export const LOGO_VIEWBOX = '0 0 32 32';
export const LOGO_CIRCLE = { cx: 16, cy: 16, r: 16, fill: '#0b4f8a' } as const;
export const LOGO_DROP = { d: 'M16 5c3.5 4.6 6 8 6 11a6 6 0 0 1-12 0c0-3 2.5-6.4 6-11z', fill: '#fff' } as const;
export const LOGO_WAVES = {
  d: 'M6 23c2.5-1.6 4.5-1.6 7 0s4.5 1.6 7 0 4.5-1.6 6 0',
  stroke: '#7cc4ff',
  width: 2,
} as const;

/** The symbol as SVG markup (aria-hidden: the brand's name says what it is). */
export function logoMarkup(size = 32): string {
  const c = LOGO_CIRCLE;
  return (
    `<svg width="${size}" height="${size}" viewBox="${LOGO_VIEWBOX}" aria-hidden="true">` +
    `<circle cx="${c.cx}" cy="${c.cy}" r="${c.r}" fill="${c.fill}"/><path d="${LOGO_DROP.d}" fill="${LOGO_DROP.fill}"/>` +
    `<path d="${LOGO_WAVES.d}" stroke="${LOGO_WAVES.stroke}" stroke-width="${LOGO_WAVES.width}" fill="none"/></svg>`
  );
}
