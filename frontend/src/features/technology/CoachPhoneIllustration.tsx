import styles from './TechnologyPage.module.css';

/** A phone running the companion app: a breathing exercise, coach messages, a progress ring; around it a pulse card, a streak badge and the bag. */
export function CoachPhoneIllustration({ label }: { label: string }) {
  return (
    <svg className={styles.illustration} viewBox="0 0 480 420" role="img" aria-label={label} focusable="false">
      <circle cx="240" cy="214" r="188" fill="#e0f2ef" />

      {/* Pulse card */}
      <rect x="40" y="116" width="122" height="70" rx="14" fill="#ffffff" stroke="#e3d9c9" strokeWidth="2" />
      <path d="M60 134 c-6-7-18-2-14 7 c2 5 14 13 14 13 s12-8 14-13 c4-9-8-14-14-7z" fill="#b93d0c" />
      <path
        d="M56 168 h22 l7 -16 l9 28 l7 -14 h43"
        fill="none"
        stroke="#b93d0c"
        strokeWidth="3.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <rect x="88" y="130" width="56" height="7" rx="3.5" fill="#c9d1dc" />

      {/* The phone */}
      <rect x="150" y="22" width="180" height="376" rx="30" fill="#14213d" />
      <rect x="162" y="46" width="156" height="336" rx="20" fill="#fffaf3" />
      <rect x="212" y="31" width="56" height="6" rx="3" fill="#2a3442" />
      <path d="M162 66 a20 20 0 0 1 20 -20 h116 a20 20 0 0 1 20 20 v28 h-156 z" fill="#0f6b63" />
      <circle cx="186" cy="70" r="11" fill="#ffb68f" />
      <rect x="205" y="62" width="64" height="7" rx="3.5" fill="#e0f2ef" />
      <rect x="205" y="74" width="40" height="6" rx="3" fill="#7fd1c7" />

      {/* Breathing exercise */}
      <circle cx="240" cy="144" r="40" fill="#e0f2ef" />
      <circle cx="240" cy="144" r="29" fill="#7fd1c7" opacity="0.7" />
      <circle cx="240" cy="144" r="18" fill="#0f6b63" />

      {/* Coach and reply bubbles */}
      <rect x="174" y="198" width="114" height="42" rx="13" fill="#e0f2ef" />
      <rect x="186" y="209" width="88" height="7" rx="3.5" fill="#0a4f49" opacity="0.75" />
      <rect x="186" y="222" width="60" height="7" rx="3.5" fill="#0a4f49" opacity="0.45" />
      <rect x="204" y="250" width="102" height="30" rx="13" fill="#fde9dd" />
      <rect x="216" y="262" width="74" height="7" rx="3.5" fill="#b93d0c" opacity="0.8" />

      {/* Round progress */}
      <rect x="174" y="292" width="132" height="74" rx="13" fill="#ffffff" stroke="#e3d9c9" strokeWidth="2" />
      <circle cx="207" cy="329" r="20" fill="none" stroke="#e3d9c9" strokeWidth="7" />
      <circle
        cx="207"
        cy="329"
        r="20"
        fill="none"
        stroke="#b93d0c"
        strokeWidth="7"
        strokeLinecap="round"
        pathLength="100"
        strokeDasharray="60 100"
        transform="rotate(-90 207 329)"
      />
      <rect x="238" y="314" width="54" height="7" rx="3.5" fill="#14213d" />
      <rect x="238" y="326" width="40" height="7" rx="3.5" fill="#4a5568" opacity="0.5" />
      <rect x="238" y="338" width="48" height="7" rx="3.5" fill="#4a5568" opacity="0.5" />

      {/* Streak badge */}
      <circle cx="380" cy="104" r="36" fill="#b93d0c" />
      <path d="M380 78 c12 14 16 24 16 32 a16 16 0 0 1 -32 0 c0 -7 4 -12 7 -16 c2 7 5 10 9 10 c0 -9 -2 -17 0 -26 z" fill="#fffaf3" />

      {/* The bag, paired over Bluetooth */}
      <path d="M334 300 h28" stroke="#0f6b63" strokeWidth="4" strokeLinecap="round" strokeDasharray="2 8" />
      <rect x="380" y="236" width="16" height="10" rx="4" fill="#8f2f09" />
      <rect x="366" y="244" width="44" height="112" rx="16" fill="#1c2430" />
      <rect x="366" y="268" width="44" height="8" fill="#b93d0c" />
      <rect x="366" y="326" width="44" height="8" fill="#b93d0c" />
      <circle cx="388" cy="300" r="11" fill="#0a4f49" />
      <circle cx="388" cy="300" r="7" fill="#7fd1c7" />
    </svg>
  );
}
