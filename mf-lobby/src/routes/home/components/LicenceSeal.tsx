/** A drawn licence seal (no third-party artwork): a ring, a star or shield or check, and a caption. */
const PALETTES = [
  { ring: '#d4a017', fill: '#3b2a05' },
  { ring: '#2e9d6b', fill: '#06301f' },
  { ring: '#3b7dd8', fill: '#0a2247' },
] as const;

/** The emblem in the middle of each seal. */
const EMBLEMS = [
  'M40 22 L44.7 33.5 L57 34.3 L47.5 42.2 L50.6 54.2 L40 47.6 L29.4 54.2 L32.5 42.2 L23 34.3 L35.3 33.5 Z',
  'M40 20 L56 26 V38 C56 48 49 55 40 59 C31 55 24 48 24 38 V26 Z',
  'M27 40 L36 49 L54 30',
];

export function LicenceSeal({ caption, variant }: { caption: string; variant: number }) {
  const palette = PALETTES[variant % PALETTES.length] ?? PALETTES[0];
  const emblem = EMBLEMS[variant % EMBLEMS.length];
  const stroked = variant % EMBLEMS.length === 2;
  return (
    <svg viewBox="0 0 80 100" width={80} height={100} role="img" aria-label={caption}>
      <circle cx="40" cy="40" r="36" fill={palette.fill} stroke={palette.ring} strokeWidth="4" />
      <circle cx="40" cy="40" r="29" fill="none" stroke={palette.ring} strokeWidth="1.5" strokeDasharray="3 3" />
      <path
        d={emblem}
        fill={stroked ? 'none' : palette.ring}
        stroke={palette.ring}
        strokeWidth={stroked ? 6 : 1}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="40" y="97" textAnchor="middle" fontSize="12" fill="currentColor">
        {caption}
      </text>
    </svg>
  );
}
