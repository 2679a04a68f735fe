import { HeroScene, PALETTE, SmartBag, Spark } from '../audiences/illustration-parts';

/** The bag beside a heart with a steady pulse, and a coaching message. */
export function HealthcareHeroArt({ label }: { label: string }) {
  return (
    <HeroScene label={label}>
      {/* Heart with pulse line */}
      <path
        d="M150 300 C150 300 56 240 56 170 C56 130 86 104 118 104 C136 104 150 116 150 130 C150 116 164 104 182 104 C214 104 244 130 244 170 C244 240 150 300 150 300 Z"
        fill={PALETTE.orange}
        stroke={PALETTE.ink}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M70 190 H116 L130 160 L148 222 L164 176 L174 190 H232"
        stroke={PALETTE.white}
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* Medical cross */}
      <g transform="translate(72 70)">
        <rect x="-22" y="-22" width="44" height="44" rx="10" fill={PALETTE.white} stroke={PALETTE.ink} strokeWidth="2.5" />
        <path d="M0 -12 V12 M-12 0 H12" stroke={PALETTE.teal} strokeWidth="7" strokeLinecap="round" />
      </g>
      {/* Coaching message from the app */}
      <rect x="212" y="60" width="104" height="52" rx="14" fill={PALETTE.teal} />
      <path d="M236 112 L230 128 L254 112 Z" fill={PALETTE.teal} />
      <rect x="226" y="74" width="58" height="7" rx="3.5" fill={PALETTE.white} />
      <rect x="226" y="89" width="76" height="7" rx="3.5" fill={PALETTE.tealLight} />
      <SmartBag x={380} y={40} scale={0.92} />
      <Spark x={268} y={250} size={10} />
      <Spark x={452} y={330} size={7} color={PALETTE.teal} />
    </HeroScene>
  );
}
