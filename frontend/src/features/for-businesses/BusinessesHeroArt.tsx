import { HeroScene, PALETTE, Person, SmartBag, Spark } from '../audiences/illustration-parts';

/** An employee and a young person on either side of the bag, joined by a heart: the one-for-one model. */
export function BusinessesHeroArt({ label }: { label: string }) {
  return (
    <HeroScene label={label}>
      <path
        d="M110 150 C110 80 370 80 370 150"
        stroke={PALETTE.teal}
        strokeWidth="4"
        strokeDasharray="3 12"
        strokeLinecap="round"
        fill="none"
      />
      {/* Heart */}
      <path
        d="M240 118 C240 118 206 96 206 74 C206 60 218 50 230 50 C236 50 240 54 240 58 C240 54 244 50 250 50 C262 50 274 60 274 74 C274 96 240 118 240 118 Z"
        fill={PALETTE.orange}
        stroke={PALETTE.ink}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <SmartBag x={240} y={110} scale={0.8} />
      {/* Employee with a lanyard */}
      <Person x={110} y={330} shirt={PALETTE.teal} tall />
      <path d="M100 268 L110 290 L120 268" stroke={PALETTE.peach} strokeWidth="3" fill="none" />
      <rect x="104" y="288" width="12" height="14" rx="2" fill={PALETTE.white} />
      {/* Young person with boxing gloves */}
      <Person x={370} y={330} shirt={PALETTE.orangeBright} />
      <circle cx="344" cy="282" r="11" fill={PALETTE.orange} stroke={PALETTE.ink} strokeWidth="2.5" />
      <circle cx="396" cy="282" r="11" fill={PALETTE.orange} stroke={PALETTE.ink} strokeWidth="2.5" />
      <Spark x={176} y={56} size={9} color={PALETTE.teal} />
      <Spark x={312} y={46} size={11} />
    </HeroScene>
  );
}
