import { LOGO_CIRCLE, LOGO_DROP, LOGO_VIEWBOX, LOGO_WAVES } from './logo-shapes.ts';

/** The organisation's symbol: a drop over three waves, in the platform's blue. */
export function Logo({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={LOGO_VIEWBOX}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <circle {...LOGO_CIRCLE} />
      <path d={LOGO_DROP.d} fill={LOGO_DROP.fill} />
      <path d={LOGO_WAVES.d} stroke={LOGO_WAVES.stroke} strokeWidth={LOGO_WAVES.width} fill="none" />
    </svg>
  );
}
