/** The organisation's symbol: a drop over three waves, in the platform's blue. */
export function Logo({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <circle cx="16" cy="16" r="16" fill="#0b4f8a" />
      <path d="M16 5c3.5 4.6 6 8 6 11a6 6 0 0 1-12 0c0-3 2.5-6.4 6-11z" fill="#fff" />
      <path d="M6 23c2.5-1.6 4.5-1.6 7 0s4.5 1.6 7 0 4.5-1.6 6 0" stroke="#7cc4ff" strokeWidth="2" fill="none" />
    </svg>
  );
}
