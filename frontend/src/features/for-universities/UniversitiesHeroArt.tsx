import { HeroScene, PALETTE, SmartBag, Spark } from '../audiences/illustration-parts';

/** The bag as a research subject: graduation cap, a rising chart and a stack of books. */
export function UniversitiesHeroArt({ label }: { label: string }) {
  return (
    <HeroScene label={label}>
      {/* Chart board */}
      <rect x="52" y="78" width="156" height="132" rx="14" fill={PALETTE.white} stroke={PALETTE.ink} strokeWidth="3" />
      <path d="M72 186 H190" stroke={PALETTE.surfaceAlt} strokeWidth="2" />
      <rect x="78" y="152" width="18" height="34" rx="4" fill={PALETTE.tealSurface} />
      <rect x="106" y="136" width="18" height="50" rx="4" fill={PALETTE.tealLight} />
      <rect x="134" y="120" width="18" height="66" rx="4" fill={PALETTE.teal} />
      <rect x="162" y="100" width="18" height="86" rx="4" fill={PALETTE.orange} />
      <path
        d="M80 140 L112 124 L140 110 L172 88"
        stroke={PALETTE.ink}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="172" cy="88" r="5" fill={PALETTE.ink} />
      <path d="M130 210 L112 262 M130 210 L148 262" stroke={PALETTE.ink} strokeWidth="4" strokeLinecap="round" />
      {/* Books */}
      <rect x="58" y="300" width="128" height="22" rx="5" fill={PALETTE.teal} />
      <rect x="68" y="278" width="112" height="22" rx="5" fill={PALETTE.orange} />
      <rect x="62" y="256" width="118" height="22" rx="5" fill={PALETTE.ink} />
      <path d="M70 289 H170 M76 267 H168 M68 311 H176" stroke={PALETTE.white} strokeWidth="2" opacity="0.5" />
      <SmartBag x={320} y={34} />
      {/* Graduation cap resting on the bag */}
      <g transform="rotate(-8 320 96)">
        <path d="M292 96 V112 Q320 124 348 112 V96 Z" fill={PALETTE.ink} />
        <path
          d="M320 72 L378 94 L320 116 L262 94 Z"
          fill={PALETTE.rubberSoft}
          stroke={PALETTE.ink}
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M320 94 L366 104 V132" stroke={PALETTE.peach} strokeWidth="3" fill="none" />
        <circle cx="366" cy="136" r="6" fill={PALETTE.peach} />
      </g>
      <Spark x={226} y={70} size={11} />
      <Spark x={418} y={196} size={8} color={PALETTE.teal} />
      <Spark x={236} y={300} size={7} color={PALETTE.peach} />
    </HeroScene>
  );
}
