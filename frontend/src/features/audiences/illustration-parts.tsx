import { type ReactNode, useId } from 'react';
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
  tread: '#3a4657',
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

/**
 * The smart bag: a heavy bag whose shell is layered tyre rubber, hanging from a chain, with the
 * round display. `x`/`y` place its top centre; `scale` 1 is 120 × 270 units.
 */
export function SmartBag({ x, y, scale = 1, reading = 0.72 }: { x: number; y: number; scale?: number; reading?: number }) {
  const ringLength = 2 * Math.PI * 22;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M0 0 V34 M-26 58 L0 34 L26 58" stroke={PALETTE.ink} strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="0" cy="0" r="6" fill={PALETTE.ink} />
      <rect x="-60" y="52" width="120" height="218" rx="30" fill={PALETTE.rubber} />
      {/* Tyre layers: each band is one strip of a waste tyre, with its tread. */}
      {[86, 146, 206].map((bandY) => (
        <g key={bandY}>
          <rect x="-60" y={bandY} width="120" height="30" fill={PALETTE.rubberSoft} />
          {[-48, -32, -16, 0, 16, 32, 48].map((treadX) => (
            <path
              key={treadX}
              d={`M${treadX - 5} ${bandY + 8} l5 7 l5 -7 M${treadX - 5} ${bandY + 18} l5 7 l5 -7`}
              stroke={PALETTE.tread}
              strokeWidth="2"
              fill="none"
            />
          ))}
        </g>
      ))}
      <rect x="-60" y="64" width="120" height="10" fill={PALETTE.orange} />
      <rect x="-60" y="52" width="120" height="218" rx="30" fill="none" stroke={PALETTE.ink} strokeWidth="3" />
      <ellipse cx="-34" cy="150" rx="6" ry="60" fill={PALETTE.white} opacity="0.06" />
      {/* The 1.28 inch round display with a progress ring. */}
      <circle cx="0" cy="160" r="32" fill={PALETTE.ink} stroke={PALETTE.teal} strokeWidth="4" />
      <circle cx="0" cy="160" r="22" fill="none" stroke={PALETTE.rubberSoft} strokeWidth="5" />
      <circle
        cx="0"
        cy="160"
        r="22"
        fill="none"
        stroke={PALETTE.tealLight}
        strokeWidth="5"
        strokeLinecap="round"
        strokeDasharray={`${reading * ringLength} ${ringLength}`}
        transform="rotate(-90 0 160)"
      />
      <rect x="-9" y="153" width="18" height="5" rx="2.5" fill={PALETTE.peach} />
      <rect x="-6" y="162" width="12" height="4" rx="2" fill={PALETTE.tealLight} />
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
