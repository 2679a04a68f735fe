import { TyreBagGraphic } from '../../components/illustrations/TyreBagIllustration';
import styles from './EarlyAdoptersPage.module.css';

/** Where the bag's round screen sits in this picture, and the drawing's scale (TyreBagGraphic: its screen is at 120, 188). */
const SCREEN = { x: 208, y: 258 } as const;
const BAG_SCALE = 1.05;

interface PrototypeIllustrationProps {
  label: string;
  /** The callout numbers 1 to 3, already written in the reader's digits; they match the numbered points beside the picture. */
  numbers: [string, string, string];
}

/** The prototype up close: the electronics pod (ESP32 board, QMI8658 sensor), the round screen and the tyre shell of the site's bag drawing, numbered 1 to 3. */
export function PrototypeIllustration({ label, numbers }: PrototypeIllustrationProps) {
  const callouts = [
    { from: [262, 186], y: 150 },
    { from: [238, 258], y: 258 },
    { from: [290, 380], y: 366 },
  ] as const;
  return (
    <svg className={styles.illustration} viewBox="0 0 460 440" role="img" aria-label={label} focusable="false">
      <circle cx="210" cy="226" r="200" fill="#fde9dd" />
      <ellipse cx="208" cy="430" rx="96" ry="8" fill="#14213d" opacity="0.12" />

      {/* The bag: the site's one drawing of it, placed so that its round screen is callout 2 */}
      <g transform={`translate(${SCREEN.x - 120 * BAG_SCALE} ${SCREEN.y - 188 * BAG_SCALE}) scale(${BAG_SCALE})`}>
        <TyreBagGraphic />
      </g>

      {/* 1: electronics pod, opened to show the ESP32 board and the QMI8658 sensor */}
      <g transform="translate(0 42)">
        <rect x="150" y="100" width="116" height="82" rx="14" fill="#2a3442" stroke="#7fd1c7" strokeWidth="3" strokeDasharray="7 5" />
        <rect x="160" y="110" width="72" height="48" rx="5" fill="#0f6b63" />
        <rect x="168" y="117" width="36" height="30" rx="3" fill="#c9d1dc" />
        <path d="M210 117 h14 v7 h-10 v7 h10 v7 h-10 v7 h10" fill="none" stroke="#ffb68f" strokeWidth="2.5" strokeLinejoin="round" />
        <rect x="238" y="124" width="22" height="22" rx="4" fill="#0a4f49" />
        <rect x="243" y="129" width="12" height="12" rx="2" fill="#14213d" />
        <circle cx="246" cy="132" r="1.6" fill="#f8f5ef" />
        <rect x="160" y="164" width="96" height="10" rx="5" fill="#4a5568" />
        <rect x="162" y="166" width="58" height="6" rx="3" fill="#7fd1c7" />
      </g>

      {/* Numbered callouts */}
      {callouts.map((callout, index) => (
        <g key={callout.y}>
          <circle cx={callout.from[0]} cy={callout.from[1]} r="6" fill="#ffb68f" stroke="#8f2f09" strokeWidth="2" />
          <path d={`M${callout.from[0]} ${callout.from[1]} L392 ${callout.y}`} stroke="#8f2f09" strokeWidth="2.5" strokeDasharray="5 5" />
          <circle cx="410" cy={callout.y} r="22" fill="#b93d0c" />
          <text x="410" y={callout.y} dy="0.35em" textAnchor="middle" fill="#ffffff" fontSize="22" fontWeight="700">
            {numbers[index]}
          </text>
        </g>
      ))}
    </svg>
  );
}
