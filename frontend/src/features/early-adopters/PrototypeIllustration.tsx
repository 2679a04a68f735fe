import { useId } from 'react';
import styles from './EarlyAdoptersPage.module.css';

interface PrototypeIllustrationProps {
  label: string;
  /** The callout numbers 1 to 3, already written in the reader's digits; they match the numbered points beside the picture. */
  numbers: [string, string, string];
}

/** The prototype up close: the electronics pod (ESP32 board, QMI8658 sensor), the round screen and the tyre shell, numbered 1 to 3. */
export function PrototypeIllustration({ label, numbers }: PrototypeIllustrationProps) {
  const id = useId();
  const tread = `${id}-tread`;
  const shade = `${id}-shade`;
  const callouts = [
    { from: [262, 144], y: 144 },
    { from: [258, 258], y: 258 },
    { from: [296, 366], y: 366 },
  ] as const;
  return (
    <svg className={styles.illustration} viewBox="0 0 460 440" role="img" aria-label={label} focusable="false">
      <defs>
        <pattern id={tread} width="26" height="20" patternUnits="userSpaceOnUse">
          <path d="M0 17 L13 5 L26 17" fill="none" stroke="#2a3442" strokeWidth="6" />
        </pattern>
        <linearGradient id={shade} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.12" />
          <stop offset="0.45" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.32" />
        </linearGradient>
      </defs>

      <circle cx="210" cy="226" r="200" fill="#fde9dd" />
      <ellipse cx="208" cy="424" rx="104" ry="9" fill="#14213d" opacity="0.12" />

      {/* Strap and the tyre-rubber bag */}
      <rect x="176" y="10" width="64" height="12" rx="6" fill="#14213d" />
      <path d="M190 22 L172 62 M226 22 L244 62" stroke="#4a5568" strokeWidth="5" strokeLinecap="round" strokeDasharray="7 5" />
      <rect x="130" y="56" width="156" height="24" rx="10" fill="#8f2f09" />
      <rect x="120" y="72" width="176" height="336" rx="54" fill="#1c2430" />
      <rect x="120" y="72" width="176" height="336" rx="54" fill={`url(#${tread})`} />
      <rect x="120" y="196" width="176" height="12" fill="#b93d0c" />
      <rect x="120" y="330" width="176" height="12" fill="#b93d0c" />
      <rect x="120" y="72" width="176" height="336" rx="54" fill={`url(#${shade})`} />

      {/* 1: electronics pod, opened to show the ESP32 board and the QMI8658 sensor */}
      <rect x="150" y="100" width="116" height="82" rx="14" fill="#2a3442" stroke="#7fd1c7" strokeWidth="3" strokeDasharray="7 5" />
      <rect x="160" y="110" width="72" height="48" rx="5" fill="#0f6b63" />
      <rect x="168" y="117" width="36" height="30" rx="3" fill="#c9d1dc" />
      <path d="M210 117 h14 v7 h-10 v7 h10 v7 h-10 v7 h10" fill="none" stroke="#ffb68f" strokeWidth="2.5" strokeLinejoin="round" />
      <rect x="238" y="124" width="22" height="22" rx="4" fill="#0a4f49" />
      <rect x="243" y="129" width="12" height="12" rx="2" fill="#14213d" />
      <circle cx="246" cy="132" r="1.6" fill="#f8f5ef" />
      <rect x="160" y="164" width="96" height="10" rx="5" fill="#4a5568" />
      <rect x="162" y="166" width="58" height="6" rx="3" fill="#7fd1c7" />

      {/* 2: round 1.28 inch screen */}
      <circle cx="208" cy="258" r="46" fill="#0a4f49" />
      <circle cx="208" cy="258" r="38" fill="#14213d" />
      <circle cx="208" cy="258" r="29" fill="none" stroke="#2a3442" strokeWidth="6" />
      <circle
        cx="208"
        cy="258"
        r="29"
        fill="none"
        stroke="#7fd1c7"
        strokeWidth="6"
        strokeLinecap="round"
        pathLength="100"
        strokeDasharray="74 100"
        transform="rotate(-90 208 258)"
      />
      <rect x="195" y="252" width="6" height="16" rx="2" fill="#ffb68f" />
      <rect x="205" y="244" width="6" height="24" rx="2" fill="#ffb68f" />
      <rect x="215" y="249" width="6" height="19" rx="2" fill="#ffb68f" />

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
