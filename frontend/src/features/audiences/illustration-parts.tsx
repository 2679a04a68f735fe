import { type ReactNode, useId } from 'react';
import { TYRE_BAG_SIZE, TyreBagGraphic } from '../../components/illustrations/TyreBagIllustration';
import styles from './illustration-parts.module.css';

/**
 * Building blocks for the audience pages' hero illustrations, drawn in the site palette.
 * Every scene is 480 × 400 user units.
 */
export const PALETTE = {
  ink: '#14213d',
  teal: '#0f6b63',
  tealLight: '#5fd0c3',
  tealSurface: '#e0f2ef',
  orange: '#b93d0c',
  orangeBright: '#e8672f',
  peach: '#ffb68f',
  rubber: '#1c2430',
  rubberSoft: '#2a3442',
  surface: '#fffaf3',
  surfaceAlt: '#f4ede2',
  white: '#ffffff',
} as const;

/** The scene's frame: an accessible image with a soft backdrop; children draw on top. */
export function HeroScene({ label, children }: { label: string; children: ReactNode }) {
  const clipId = useId();
  return (
    <svg className={styles.scene} viewBox="0 0 480 400" role="img" aria-label={label} focusable="false">
      <clipPath id={clipId}>
        <rect x="8" y="14" width="464" height="372" rx="36" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect x="8" y="14" width="464" height="372" fill={PALETTE.surfaceAlt} />
        <circle cx="420" cy="60" r="90" fill={PALETTE.peach} opacity="0.35" />
        <circle cx="50" cy="370" r="110" fill={PALETTE.tealSurface} />
        <path d="M8 318 Q240 268 472 318" stroke={PALETTE.white} strokeWidth="3" fill="none" opacity="0.8" />
      </g>
      {children}
    </svg>
  );
}

/** The bag drawing's scale in these scenes: 144 × 223 units at `scale` 1. */
const BAG_SCALE = 0.6;

/**
 * The smart bag in an audience scene: the site's one drawing of the bag (TyreBagGraphic), hanging
 * from its chain. `x`/`y` place its top centre.
 */
export function SmartBag({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  const size = BAG_SCALE * scale;
  return (
    <g transform={`translate(${x - (TYRE_BAG_SIZE.width / 2) * size} ${y}) scale(${size})`}>
      <TyreBagGraphic />
    </g>
  );
}

/** A simple standing person; `tall` is an adult, otherwise a young person. */
export function Person({ x, y, shirt, tall = false }: { x: number; y: number; shirt: string; tall?: boolean }) {
  const scale = tall ? 1 : 0.82;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <circle cx="0" cy="-92" r="16" fill={PALETTE.ink} />
      <path d="M-26 -20 Q-26 -66 0 -66 Q26 -66 26 -20 Z" fill={shirt} />
      <rect x="-20" y="-22" width="17" height="22" rx="6" fill={PALETTE.ink} />
      <rect x="3" y="-22" width="17" height="22" rx="6" fill={PALETTE.ink} />
    </g>
  );
}

/** A small sparkle for energy and impact. */
export function Spark({ x, y, size = 10, color = PALETTE.orangeBright }: { x: number; y: number; size?: number; color?: string }) {
  return (
    <path
      d={`M${x} ${y - size} L${x + size * 0.3} ${y - size * 0.3} L${x + size} ${y} L${x + size * 0.3} ${y + size * 0.3} L${x} ${y + size} L${x - size * 0.3} ${y + size * 0.3} L${x - size} ${y} L${x - size * 0.3} ${y - size * 0.3} Z`}
      fill={color}
    />
  );
}
