// biome-ignore-all lint/suspicious/noArrayIndexKey: the drawing is fixed data; a part's position is its identity.
import styles from './illustration.module.css';

/** Site palette for drawings (tokens.css holds the same colours for CSS; SVG fills need literals). */
const RUBBER = '#1c2430';
const RUBBER_SIDEWALL = '#2a3442';
const TREAD = '#3d4a5c';
const ORANGE = '#b93d0c';
const ORANGE_DARK = '#8f2f09';
const TEAL_DARK = '#0a4f49';
const TEAL = '#0f6b63';
const SCREEN_GLOW = '#7fd1c7';
const PEACH = '#ffb68f';
const STEEL = '#6b7686';

/** Widths of the stacked tyres, top to bottom: real scrap tyres never match exactly. */
const TYRE_WIDTHS = [148, 158, 152, 160, 150, 144];
const TYRE_HEIGHT = 44;
const TYRE_PITCH = 46;
const STACK_TOP = 74;
const CENTRE_X = 120;
const TREAD_STEP = 13;
/** The tyre that carries the round screen. */
const SCREEN_TYRE = 2;
/** Straps that hold the stack together, drawn between these tyres. */
const STRAP_AFTER_TYRES = [0, 3];

/** Outer size of the bag drawing in its own units; scenes place it with a transform. */
export const TYRE_BAG_SIZE = { width: 240, height: 372 } as const;

function Tyre({ index, width }: { index: number; width: number }) {
  const x = CENTRE_X - width / 2;
  const y = STACK_TOP + index * TYRE_PITCH;
  const treadCount = Math.floor((width - 28) / TREAD_STEP);
  const treadStart = CENTRE_X - (treadCount * TREAD_STEP) / 2;
  return (
    <g>
      <rect x={x} y={y} width={width} height={TYRE_HEIGHT} rx={17} fill={RUBBER} />
      <rect x={x + 7} y={y + 7} width={width - 14} height={TYRE_HEIGHT - 14} rx={11} fill={RUBBER_SIDEWALL} />
      {Array.from({ length: treadCount + 1 }, (_, tread) => {
        const treadX = treadStart + tread * TREAD_STEP;
        return (
          <path
            key={tread}
            d={`M${treadX} ${y + 11} l6 11 l-6 11`}
            fill="none"
            stroke={TREAD}
            strokeWidth={3}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        );
      })}
      <path d={`M${x + 16} ${y + 3.5} H${x + width - 16}`} stroke="#ffffff" strokeOpacity={0.14} strokeWidth={2.5} strokeLinecap="round" />
    </g>
  );
}

/**
 * The bag itself, as an SVG group in a 240 × 372 box: chains, a stack of waste tyres held by two
 * orange straps, and the small round screen that shows the training score.
 */
export function TyreBagGraphic() {
  const screenY = STACK_TOP + SCREEN_TYRE * TYRE_PITCH + TYRE_HEIGHT / 2;
  const stackBottom = STACK_TOP + TYRE_WIDTHS.length * TYRE_PITCH;
  return (
    <g>
      {/* ceiling hook and chain */}
      <rect x={CENTRE_X - 16} y={0} width={32} height={6} rx={3} fill={STEEL} />
      {[8, 17].map((linkY) => (
        <rect key={linkY} x={CENTRE_X - 4} y={linkY} width={8} height={12} rx={4} fill="none" stroke={STEEL} strokeWidth={3} />
      ))}
      <circle cx={CENTRE_X} cy={34} r={5} fill="none" stroke={STEEL} strokeWidth={3} />
      {[-62, -24, 24, 62].map((offset) => (
        <line key={offset} x1={CENTRE_X} y1={38} x2={CENTRE_X + offset} y2={64} stroke={STEEL} strokeWidth={2.5} />
      ))}
      <rect x={CENTRE_X - 72} y={62} width={144} height={14} rx={7} fill={TEAL_DARK} />

      {TYRE_WIDTHS.map((width, index) => (
        <Tyre key={index} index={index} width={width} />
      ))}

      {STRAP_AFTER_TYRES.map((tyre) => {
        const strapY = STACK_TOP + (tyre + 1) * TYRE_PITCH - 4;
        const width = Math.max(TYRE_WIDTHS[tyre], TYRE_WIDTHS[tyre + 1]) + 6;
        return (
          <g key={tyre}>
            <rect x={CENTRE_X - width / 2} y={strapY} width={width} height={7} rx={3} fill={ORANGE} />
            <rect x={CENTRE_X + width / 2 - 22} y={strapY - 2} width={12} height={11} rx={2} fill={ORANGE_DARK} />
          </g>
        );
      })}

      {/* the 1.28 inch round screen */}
      <circle cx={CENTRE_X} cy={screenY} r={27} fill={RUBBER_SIDEWALL} stroke={TEAL} strokeWidth={3} />
      <circle cx={CENTRE_X} cy={screenY} r={21} fill={TEAL_DARK} />
      <circle cx={CENTRE_X} cy={screenY} r={15} fill="none" stroke={TEAL} strokeWidth={4} />
      <path
        d={`M${CENTRE_X} ${screenY - 15} A15 15 0 1 1 ${CENTRE_X - 15} ${screenY}`}
        fill="none"
        stroke={SCREEN_GLOW}
        strokeWidth={4}
        strokeLinecap="round"
      />
      <rect x={CENTRE_X - 6} y={screenY - 4} width={12} height={4} rx={2} fill={PEACH} />
      <rect x={CENTRE_X - 4} y={screenY + 3} width={8} height={3} rx={1.5} fill={SCREEN_GLOW} />

      <rect x={CENTRE_X - 66} y={stackBottom - 4} width={132} height={10} rx={5} fill={TEAL_DARK} />
      <ellipse cx={CENTRE_X} cy={TYRE_BAG_SIZE.height - 6} rx={70} ry={6} fill={RUBBER} opacity={0.14} />
    </g>
  );
}

interface TyreBagIllustrationProps {
  /** The accessible name, already translated. */
  label: string;
  className?: string;
}

/** A punching bag of stacked waste tyres with a small round screen, in the site's palette. */
export function TyreBagIllustration({ label, className }: TyreBagIllustrationProps) {
  return (
    <svg
      className={[styles.illustration, className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${TYRE_BAG_SIZE.width} ${TYRE_BAG_SIZE.height}`}
      role="img"
      aria-label={label}
    >
      <TyreBagGraphic />
    </svg>
  );
}
