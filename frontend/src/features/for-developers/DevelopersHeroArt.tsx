import { HeroScene, PALETTE, SmartBag, Spark } from '../audiences/illustration-parts';

/** Lines of code streaming data to the bag. */
const CODE_LINES = [
  { x: 64, width: 70, color: PALETTE.peach },
  { x: 80, width: 96, color: PALETTE.tealLight },
  { x: 80, width: 60, color: PALETTE.white },
  { x: 96, width: 84, color: PALETTE.orangeBright },
  { x: 96, width: 50, color: PALETTE.tealLight },
  { x: 80, width: 76, color: PALETTE.white },
  { x: 64, width: 40, color: PALETTE.peach },
] as const;

export function DevelopersHeroArt({ label }: { label: string }) {
  return (
    <HeroScene label={label}>
      <rect x="40" y="70" width="208" height="196" rx="16" fill={PALETTE.rubber} />
      <path d="M40 86 Q40 70 56 70 H232 Q248 70 248 86 V100 H40 Z" fill={PALETTE.rubberSoft} />
      <circle cx="60" cy="85" r="5" fill={PALETTE.orangeBright} />
      <circle cx="76" cy="85" r="5" fill={PALETTE.peach} />
      <circle cx="92" cy="85" r="5" fill={PALETTE.tealLight} />
      {CODE_LINES.map((line, index) => (
        <rect
          key={`${line.x}-${line.width}-${line.color}`}
          x={line.x}
          y={118 + index * 20}
          width={line.width}
          height="8"
          rx="4"
          fill={line.color}
          opacity="0.9"
        />
      ))}
      <path
        d="M196 178 l-10 10 l10 10 M216 178 l10 10 l-10 10"
        stroke={PALETTE.tealLight}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* Data flowing from the editor to the bag */}
      <path
        d="M248 200 C290 200 290 250 326 230"
        stroke={PALETTE.teal}
        strokeWidth="4"
        strokeDasharray="2 12"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="270" cy="206" r="6" fill={PALETTE.orangeBright} />
      <circle cx="300" cy="238" r="5" fill={PALETTE.teal} />
      <SmartBag x={380} y={40} scale={0.95} />
      {/* Circuit traces under the editor */}
      <path d="M70 300 H150 V330 H220 M110 300 V350 H170" stroke={PALETTE.teal} strokeWidth="3" fill="none" opacity="0.7" />
      <circle cx="220" cy="330" r="6" fill={PALETTE.teal} />
      <circle cx="170" cy="350" r="6" fill={PALETTE.orange} />
      <circle cx="70" cy="300" r="6" fill={PALETTE.ink} />
      <Spark x={282} y={112} size={11} />
      <Spark x={448} y={300} size={8} color={PALETTE.teal} />
    </HeroScene>
  );
}
