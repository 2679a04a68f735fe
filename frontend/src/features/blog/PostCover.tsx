import styles from './PostCover.module.css';

const TYRE_ROWS = [0, 1, 2, 3, 4];

/**
 * Decorative cover for a featured story that has no photo: a smart bag made of stacked tyres, its round
 * display showing a punch. Hidden from screen readers; the story's title says what it is about.
 */
export function PostCover() {
  return (
    <svg className={styles.cover} viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="post-cover-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e0f2ef" />
          <stop offset="1" stopColor="#f4ede2" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#post-cover-sky)" />
      <circle cx="470" cy="190" r="150" fill="#0f6b63" opacity="0.12" />
      <circle cx="120" cy="320" r="110" fill="#ffb68f" opacity="0.35" />
      {/* Beam and chains */}
      <rect x="230" y="18" width="260" height="14" rx="7" fill="#14213d" />
      <path d="M300 32 L340 84 M420 32 L380 84" stroke="#14213d" strokeWidth="5" strokeLinecap="round" />
      <rect x="330" y="78" width="60" height="16" rx="6" fill="#2a3442" />
      {/* Bag: stacked tyre rings with tread */}
      {TYRE_ROWS.map((row) => (
        <g key={row} transform={`translate(0 ${94 + row * 46})`}>
          <rect x="290" y="0" width="140" height="44" rx="18" fill={row % 2 === 0 ? '#1c2430' : '#2a3442'} />
          <path
            d="M306 10 l10 12 l-10 12 M330 10 l10 12 l-10 12 M354 10 l10 12 l-10 12 M378 10 l10 12 l-10 12 M402 10 l10 12 l-10 12"
            stroke="#4a5568"
            strokeWidth="3"
            fill="none"
            strokeLinejoin="round"
          />
        </g>
      ))}
      {/* Round display with a punch reading */}
      <circle cx="360" cy="186" r="38" fill="#fffaf3" stroke="#b93d0c" strokeWidth="6" />
      <path
        d="M334 188 h12 l6 -16 l10 30 l8 -22 l5 8 h13"
        stroke="#0f6b63"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* Impact lines */}
      <path d="M212 150 q-24 36 0 72 M186 134 q-34 52 0 104" stroke="#b93d0c" strokeWidth="6" fill="none" strokeLinecap="round" />
      <path d="M508 160 q18 26 0 52" stroke="#b93d0c" strokeWidth="6" fill="none" strokeLinecap="round" opacity="0.6" />
      {/* Glove */}
      <g transform="translate(96 160)">
        <rect x="0" y="0" width="86" height="64" rx="30" fill="#b93d0c" />
        <rect x="-26" y="14" width="36" height="38" rx="10" fill="#8f2f09" />
        <path d="M52 10 q18 10 10 30" stroke="#ffb68f" strokeWidth="5" fill="none" strokeLinecap="round" />
      </g>
      <ellipse cx="360" cy="340" rx="110" ry="10" fill="#14213d" opacity="0.12" />
    </svg>
  );
}
