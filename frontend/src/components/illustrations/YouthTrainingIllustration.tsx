import styles from './illustration.module.css';
import { TyreBagGraphic } from './TyreBagIllustration';

/** A young person in a teal hoodie landing a punch on a tyre bag in a community gym. */
export function YouthTrainingIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg className={[styles.illustration, className].filter(Boolean).join(' ')} viewBox="0 0 480 360" role="img" aria-label={label}>
      <rect width="480" height="360" fill="#f4ede2" />
      <rect x="0" y="300" width="480" height="60" fill="#e3d9c9" />
      <rect x="0" y="296" width="480" height="6" fill="#d6c9b4" />
      {/* window with daylight */}
      <rect x="34" y="36" width="128" height="96" rx="6" fill="#e0f2ef" stroke="#c9bba5" strokeWidth="5" />
      <line x1="98" y1="36" x2="98" y2="132" stroke="#c9bba5" strokeWidth="4" />
      <line x1="34" y1="84" x2="162" y2="84" stroke="#c9bba5" strokeWidth="4" />
      {/* wall stripe of the gym */}
      <rect x="0" y="196" width="480" height="10" fill="#0f6b63" opacity="0.16" />
      <circle cx="238" cy="176" r="112" fill="#ffb68f" opacity="0.32" />

      <g transform="translate(292 6) scale(0.74)">
        <TyreBagGraphic />
      </g>

      {/* legs and shoes */}
      <path d="M214 222 L196 262 L182 298" fill="none" stroke="#14213d" strokeWidth="19" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M236 222 L258 258 L266 298" fill="none" stroke="#1c2430" strokeWidth="19" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M166 296 q16 -12 30 0 v8 h-30 z" fill="#fffaf3" stroke="#14213d" strokeWidth="3" strokeLinejoin="round" />
      <path d="M256 296 q18 -12 32 2 v6 h-32 z" fill="#fffaf3" stroke="#14213d" strokeWidth="3" strokeLinejoin="round" />

      {/* rear arm in guard */}
      <path d="M218 158 L226 196 L252 152" fill="none" stroke="#0a4f49" strokeWidth="16" strokeLinecap="round" strokeLinejoin="round" />

      {/* body: hoodie */}
      <path d="M208 150 Q230 138 254 148 L248 230 Q226 238 204 230 Z" fill="#0f6b63" />
      <path d="M214 150 Q232 160 250 150" fill="none" stroke="#0a4f49" strokeWidth="4" strokeLinecap="round" />
      <path d="M230 160 v26" stroke="#e0f2ef" strokeWidth="2.5" strokeLinecap="round" opacity="0.7" />

      {/* head */}
      <rect x="224" y="128" width="14" height="16" rx="4" fill="#7a4a2e" />
      <circle cx="234" cy="114" r="21" fill="#8d5a3b" />
      <path d="M213 112 Q214 88 236 90 Q256 90 256 108 Q246 100 232 104 Q222 106 220 120 Z" fill="#14213d" />
      <circle cx="246" cy="114" r="2.6" fill="#14213d" />
      <path d="M244 125 q5 2 9 -1" fill="none" stroke="#14213d" strokeWidth="2.2" strokeLinecap="round" />

      {/* glove of the guard hand */}
      <circle cx="256" cy="146" r="13" fill="#b93d0c" />
      <path d="M248 140 q7 -4 14 1" fill="none" stroke="#ffb68f" strokeWidth="2.5" strokeLinecap="round" opacity="0.8" />

      {/* punching arm and glove on the bag */}
      <path d="M246 160 L322 168" fill="none" stroke="#0f6b63" strokeWidth="17" strokeLinecap="round" />
      <rect x="314" y="158" width="10" height="20" rx="3" fill="#fffaf3" />
      <circle cx="333" cy="168" r="15" fill="#b93d0c" />
      <path d="M326 159 q8 -3 14 3" fill="none" stroke="#ffb68f" strokeWidth="2.5" strokeLinecap="round" opacity="0.8" />

      {/* impact */}
      <g stroke="#b93d0c" strokeWidth="4" strokeLinecap="round">
        <line x1="318" y1="132" x2="310" y2="120" />
        <line x1="334" y1="128" x2="336" y2="114" />
        <line x1="304" y1="146" x2="292" y2="140" />
      </g>
    </svg>
  );
}
