import { useId } from 'react';
import styles from './TechnologyPage.module.css';

/** The bag made from a waste tyre, its round screen, and (enlarged) the ESP32 board and QMI8658 sensor inside. */
export function SmartBagIllustration({ label }: { label: string }) {
  const id = useId();
  const tread = `${id}-tread`;
  const shade = `${id}-shade`;
  const arrow = `${id}-arrow`;
  return (
    <svg className={styles.illustration} viewBox="0 0 480 420" role="img" aria-label={label} focusable="false">
      <defs>
        <pattern id={tread} width="24" height="18" patternUnits="userSpaceOnUse">
          <path d="M0 16 L12 5 L24 16" fill="none" stroke="#2a3442" strokeWidth="5" />
        </pattern>
        <linearGradient id={shade} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.12" />
          <stop offset="0.45" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.3" />
        </linearGradient>
        <marker id={arrow} viewBox="0 0 10 10" refX="6" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="#b93d0c" />
        </marker>
      </defs>

      <circle cx="240" cy="218" r="192" fill="#f4ede2" />
      <ellipse cx="220" cy="402" rx="96" ry="9" fill="#14213d" opacity="0.12" />

      {/* Ceiling mount and chains */}
      <rect x="168" y="10" width="144" height="10" rx="5" fill="#14213d" />
      <path d="M196 20 L214 70 M284 20 L266 70" stroke="#4a5568" strokeWidth="5" strokeLinecap="round" strokeDasharray="7 5" />

      {/* The bag: tyre rubber with its tread, two orange bands like the logo */}
      <rect x="150" y="64" width="140" height="22" rx="9" fill="#8f2f09" />
      <rect x="146" y="80" width="148" height="304" rx="46" fill="#1c2430" />
      <rect x="146" y="80" width="148" height="304" rx="46" fill={`url(#${tread})`} />
      <rect x="146" y="128" width="148" height="14" fill="#b93d0c" />
      <rect x="146" y="318" width="148" height="14" fill="#b93d0c" />
      <rect x="146" y="80" width="148" height="304" rx="46" fill={`url(#${shade})`} />

      {/* Round 1.28 inch screen */}
      <circle cx="220" cy="226" r="42" fill="#0a4f49" />
      <circle cx="220" cy="226" r="34" fill="#14213d" />
      <circle cx="220" cy="226" r="26" fill="none" stroke="#2a3442" strokeWidth="6" />
      <circle
        cx="220"
        cy="226"
        r="26"
        fill="none"
        stroke="#7fd1c7"
        strokeWidth="6"
        strokeLinecap="round"
        pathLength="100"
        strokeDasharray="68 100"
        transform="rotate(-90 220 226)"
      />
      <rect x="208" y="222" width="5" height="14" rx="2" fill="#ffb68f" />
      <rect x="217" y="215" width="5" height="21" rx="2" fill="#ffb68f" />
      <rect x="226" y="219" width="5" height="17" rx="2" fill="#ffb68f" />

      {/* Bluetooth waves */}
      <path
        d="M304 112 a18 18 0 0 1 0 30 M316 100 a34 34 0 0 1 0 54 M328 88 a50 50 0 0 1 0 78"
        fill="none"
        stroke="#0f6b63"
        strokeWidth="5"
        strokeLinecap="round"
      />

      {/* Callout: the electronics inside, enlarged */}
      <path d="M262 262 L322 292" stroke="#0f6b63" strokeWidth="3" strokeDasharray="6 6" />
      <circle cx="262" cy="262" r="6" fill="#7fd1c7" />
      <circle cx="390" cy="296" r="80" fill="#fffaf3" stroke="#0f6b63" strokeWidth="4" />
      <rect x="338" y="252" width="102" height="60" rx="7" fill="#0f6b63" />
      <rect x="350" y="260" width="50" height="40" rx="4" fill="#c9d1dc" />
      <rect x="356" y="266" width="38" height="4" rx="2" fill="#4a5568" opacity="0.5" />
      <rect x="356" y="274" width="26" height="4" rx="2" fill="#4a5568" opacity="0.5" />
      <path d="M410 262 h18 v9 h-14 v9 h14 v9 h-14 v9 h14" fill="none" stroke="#ffb68f" strokeWidth="3" strokeLinejoin="round" />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((pin) => (
        <rect key={`top-${pin}`} x={344 + pin * 12} y="246" width="5" height="7" rx="1" fill="#ffb68f" />
      ))}
      {[0, 1, 2, 3, 4, 5, 6, 7].map((pin) => (
        <rect key={`bottom-${pin}`} x={344 + pin * 12} y="311" width="5" height="7" rx="1" fill="#ffb68f" />
      ))}
      <rect x="364" y="326" width="52" height="30" rx="5" fill="#0a4f49" />
      <rect x="378" y="332" width="24" height="18" rx="3" fill="#14213d" />
      <circle cx="383" cy="337" r="2" fill="#f8f5ef" />

      {/* Where the rubber comes from: a waste tyre */}
      <circle cx="86" cy="330" r="58" fill="#1c2430" />
      <circle cx="86" cy="330" r="50" fill="none" stroke="#2a3442" strokeWidth="9" strokeDasharray="9 6" />
      <circle cx="86" cy="330" r="30" fill="#f4ede2" />
      <circle cx="86" cy="330" r="30" fill="none" stroke="#4a5568" strokeWidth="4" />
      <path
        d="M104 262 Q 118 206 140 196"
        fill="none"
        stroke="#b93d0c"
        strokeWidth="4"
        strokeLinecap="round"
        markerEnd={`url(#${arrow})`}
      />
    </svg>
  );
}
