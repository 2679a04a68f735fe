import { HeroScene, PALETTE, Person, SmartBag, Spark } from '../audiences/illustration-parts';

const COLUMN_XS = [70, 104, 138, 172] as const;

/** A town hall beside the bag, with a youth worker and a young person in front. */
export function GovernmentHeroArt({ label }: { label: string }) {
  return (
    <HeroScene label={label}>
      {/* Town hall */}
      <path d="M124 40 V64" stroke={PALETTE.ink} strokeWidth="3" />
      <path d="M124 40 H150 L144 48 L150 56 H124 Z" fill={PALETTE.orange} />
      <path d="M44 112 L124 64 L204 112 Z" fill={PALETTE.teal} stroke={PALETTE.ink} strokeWidth="3" strokeLinejoin="round" />
      <circle cx="124" cy="96" r="9" fill={PALETTE.tealSurface} stroke={PALETTE.ink} strokeWidth="2" />
      <rect x="52" y="112" width="144" height="12" fill={PALETTE.ink} />
      {COLUMN_XS.map((x) => (
        <rect key={x} x={x} y="124" width="14" height="118" fill={PALETTE.white} stroke={PALETTE.ink} strokeWidth="2.5" />
      ))}
      <rect x="44" y="242" width="160" height="14" fill={PALETTE.ink} />
      <rect x="36" y="256" width="176" height="12" rx="3" fill={PALETTE.rubberSoft} />
      <SmartBag x={330} y={40} scale={0.88} />
      <Person x={240} y={356} shirt={PALETTE.teal} tall />
      <Person x={286} y={356} shirt={PALETTE.orangeBright} />
      <Spark x={238} y={90} size={10} />
      <Spark x={430} y={300} size={8} color={PALETTE.teal} />
    </HeroScene>
  );
}
