import { HeroScene, PALETTE, SmartBag, Spark } from '../audiences/illustration-parts';

/** A glove landing on the bag, with a score that climbs. */
export function BoxingHeroArt({ label }: { label: string }) {
  return (
    <HeroScene label={label}>
      {/* Score bubble */}
      <rect x="40" y="56" width="150" height="92" rx="16" fill={PALETTE.rubber} />
      <path d="M150 148 L170 170 L172 148 Z" fill={PALETTE.rubber} />
      <path
        d="M58 126 L82 114 L104 118 L128 96 L150 88 L172 72"
        stroke={PALETTE.peach}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="172" cy="72" r="5" fill={PALETTE.peach} />
      <rect x="58" y="70" width="44" height="8" rx="4" fill={PALETTE.tealLight} />
      <rect x="58" y="84" width="28" height="6" rx="3" fill={PALETTE.rubberSoft} />
      <SmartBag x={340} y={40} />
      {/* Impact lines where the glove lands */}
      <path d="M262 170 L246 158 M258 200 L238 200 M262 230 L246 242" stroke={PALETTE.orangeBright} strokeWidth="5" strokeLinecap="round" />
      {/* Glove */}
      <g transform="translate(150 200)">
        <rect x="-104" y="-8" width="52" height="60" rx="12" fill={PALETTE.ink} />
        <rect x="-96" y="2" width="36" height="8" rx="4" fill={PALETTE.white} opacity="0.85" />
        <path
          d="M-58 -30 Q-58 -62 -6 -62 L40 -62 Q86 -62 86 -14 Q86 38 40 50 L-20 56 Q-58 56 -58 20 Z"
          fill={PALETTE.orange}
          stroke={PALETTE.ink}
          strokeWidth="3"
        />
        {/* Thumb, folded along the fist */}
        <path
          d="M-44 30 Q-44 8 -14 6 Q18 6 26 24 Q14 38 -20 40 Q-44 42 -44 30 Z"
          fill={PALETTE.orangeBright}
          stroke={PALETTE.ink}
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M-60 -40 V44" stroke={PALETTE.ink} strokeWidth="3" opacity="0.5" />
        <path d="M-32 -40 Q10 -52 50 -46" stroke={PALETTE.white} strokeWidth="5" fill="none" strokeLinecap="round" opacity="0.35" />
      </g>
      <path d="M40 260 L70 260 M26 282 L64 282 M44 304 L74 304" stroke={PALETTE.teal} strokeWidth="4" strokeLinecap="round" opacity="0.6" />
      <Spark x={238} y={120} size={12} />
      <Spark x={430} y={230} size={8} color={PALETTE.teal} />
    </HeroScene>
  );
}
