/**
 * The landing page's three illustrations, drawn for the platform (no stock clip-art): a flooded
 * neighbourhood seen from above, a team coordinating over a map, a situation report ready to share.
 * Inline SVG in the platform's blues, a few hundred bytes each, nothing fetched.
 */
export function FloodedNeighbourhood({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 120 80" role="img" aria-label={label}>
      <rect width="120" height="80" fill="#dcebf7" />
      <path d="M0 0h120v26C96 20 84 34 60 30S22 18 0 24z" fill="#cfe3c4" />
      <path d="M0 34c22-8 40 6 62 2s38-12 58-6v50H0z" fill="#3d7fc1" />
      <path d="M0 46c24-6 42 6 64 2s36-10 56-4" stroke="#8fc1ea" strokeWidth="2" fill="none" />
      <path d="M8 62c18-4 30 4 48 1" stroke="#8fc1ea" strokeWidth="1.5" fill="none" />
      <g fill="#f4efe6" stroke="#6b4e2e" strokeWidth="1">
        <rect x="14" y="8" width="14" height="10" />
        <rect x="34" y="6" width="12" height="12" />
        <rect x="78" y="10" width="16" height="10" />
        <rect x="22" y="38" width="12" height="9" />
        <rect x="70" y="44" width="14" height="10" />
      </g>
      <g fill="#c0562b">
        <path d="M14 8l7-5 7 5zM34 6l6-5 6 5zM78 10l8-5 8 5z" />
        <path d="M22 38l6-4 6 4zM70 44l7-4 7 4z" />
      </g>
      <circle cx="100" cy="60" r="5" fill="#fff" stroke="#0b4f8a" strokeWidth="2" />
      <path d="M100 55v10M95 60h10" stroke="#0b4f8a" strokeWidth="1.5" />
    </svg>
  );
}

export function TeamOnMap({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 120 80" role="img" aria-label={label}>
      <rect width="120" height="80" fill="#eef4ea" />
      <path d="M18 14l28-6 28 6 28-6v52l-28 6-28-6-28 6z" fill="#fff" stroke="#7a9a6a" strokeWidth="1.2" />
      <path d="M46 8v52M74 14v52" stroke="#c9d8bf" strokeWidth="1" />
      <path d="M24 44c10-10 22-2 30-10s20-6 28-14 14-4 16-4" stroke="#3d7fc1" strokeWidth="3" fill="none" />
      <g fill="#d4380d">
        <path d="M40 30a5 5 0 1 1 10 0c0 4-5 9-5 9s-5-5-5-9z" />
        <path d="M72 22a5 5 0 1 1 10 0c0 4-5 9-5 9s-5-5-5-9z" />
      </g>
      <circle cx="45" cy="30" r="1.8" fill="#fff" />
      <circle cx="77" cy="22" r="1.8" fill="#fff" />
      <g fill="#0b4f8a">
        <circle cx="20" cy="64" r="5" />
        <path d="M11 80c0-7 4-10 9-10s9 3 9 10z" />
        <circle cx="100" cy="64" r="5" />
        <path d="M91 80c0-7 4-10 9-10s9 3 9 10z" />
      </g>
      <g fill="#1f6fb5">
        <circle cx="60" cy="68" r="5" />
        <path d="M51 80c0-6 4-8 9-8s9 2 9 8z" />
      </g>
    </svg>
  );
}

export function ReportReady({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 120 80" role="img" aria-label={label}>
      <rect width="120" height="80" fill="#f1f4f8" />
      <path d="M30 8h46l12 12v54H30z" fill="#fff" stroke="#0b4f8a" strokeWidth="1.5" />
      <path d="M76 8v12h12" fill="#dce8f4" stroke="#0b4f8a" strokeWidth="1.5" />
      <rect x="36" y="14" width="28" height="4" rx="1" fill="#0b4f8a" />
      <path d="M36 24h44M36 29h38" stroke="#9aa9bb" strokeWidth="2" />
      <g fill="#3d7fc1">
        <rect x="38" y="50" width="7" height="16" />
        <rect x="49" y="42" width="7" height="24" />
        <rect x="60" y="54" width="7" height="12" />
        <rect x="71" y="38" width="7" height="28" />
      </g>
      <path d="M36 66h46" stroke="#5b6470" strokeWidth="1" />
      <circle cx="94" cy="58" r="12" fill="#0b4f8a" />
      <path d="M88 58h11M95 53l5 5-5 5" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
