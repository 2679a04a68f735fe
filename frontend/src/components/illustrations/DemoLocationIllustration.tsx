import styles from './illustration.module.css';
import { TyreBagGraphic } from './TyreBagIllustration';

const BAGS_IN_WINDOW = [118, 186, 254];

/** The demo workshop seen from the street: sawtooth roof, big windows with bags inside, bicycles outside. */
export function DemoLocationIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg className={[styles.illustration, className].filter(Boolean).join(' ')} viewBox="0 0 480 360" role="img" aria-label={label}>
      <rect width="480" height="360" fill="#e0f2ef" />
      <circle cx="404" cy="62" r="30" fill="#ffb68f" />
      <rect x="0" y="300" width="480" height="60" fill="#e3d9c9" />
      <rect x="0" y="330" width="480" height="4" fill="#d6c9b4" />

      {/* trees */}
      <rect x="24" y="220" width="10" height="82" fill="#5b4636" />
      <circle cx="29" cy="206" r="30" fill="#0f6b63" />
      <circle cx="46" cy="228" r="20" fill="#2f8f7f" />
      <rect x="446" y="226" width="10" height="76" fill="#5b4636" />
      <circle cx="451" cy="212" r="28" fill="#2f8f7f" />

      {/* building with a sawtooth roof, as in the old factory halls of Eindhoven */}
      <path
        d="M66 122 L66 92 L130 66 L130 92 L194 66 L194 92 L258 66 L258 92 L322 66 L322 92 L386 66 L386 92 L414 92 L414 122 Z"
        fill="#1c2430"
      />
      <path d="M130 68 L130 92 M194 68 L194 92 M258 68 L258 92 M322 68 L322 92" stroke="#7fd1c7" strokeWidth="3" />
      <rect x="66" y="120" width="348" height="182" fill="#fffaf3" />
      <rect x="66" y="120" width="348" height="8" fill="#b93d0c" />

      {/* sign: the bag mark and the outline of a name */}
      <rect x="96" y="140" width="150" height="28" rx="6" fill="#0f6b63" />
      <rect x="106" y="146" width="11" height="16" rx="4" fill="#fffaf3" />
      <rect x="106" y="151" width="11" height="2.5" fill="#b93d0c" />
      <rect x="126" y="150" width="80" height="8" rx="4" fill="#e0f2ef" />

      {/* big window with bags hanging inside */}
      <rect x="88" y="180" width="200" height="100" rx="4" fill="#0a4f49" />
      {BAGS_IN_WINDOW.map((bagX) => (
        <g key={bagX} transform={`translate(${bagX - 33} 182) scale(0.27)`}>
          <TyreBagGraphic />
        </g>
      ))}
      <path d="M88 180 h200 v100 h-200 z M154 180 v100 M221 180 v100" fill="none" stroke="#fffaf3" strokeWidth="5" />
      <rect x="84" y="278" width="208" height="8" rx="2" fill="#c9bba5" />

      {/* door under an awning */}
      <path d="M312 164 h84 l-8 18 h-68 z" fill="#0f6b63" />
      <rect x="322" y="184" width="62" height="118" rx="3" fill="#b93d0c" />
      <rect x="332" y="196" width="42" height="40" rx="3" fill="#ffb68f" opacity="0.55" />
      <circle cx="372" cy="252" r="4" fill="#fffaf3" />

      {/* bicycles */}
      {[132, 224].map((bikeX) => (
        <g key={bikeX} fill="none" stroke="#14213d" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
          <circle cx={bikeX} cy="308" r="17" />
          <circle cx={bikeX + 52} cy="308" r="17" />
          <path
            d={`M${bikeX} 308 L${bikeX + 18} 282 L${bikeX + 42} 282 L${bikeX + 52} 308 M${bikeX + 18} 282 L${bikeX + 26} 308 L${bikeX + 42} 282 M${bikeX + 14} 274 h12 M${bikeX + 44} 272 l-4 10`}
          />
        </g>
      ))}
    </svg>
  );
}
