// biome-ignore-all lint/suspicious/noArrayIndexKey: the drawing is fixed data; a bar's position is its identity.
import { useId } from 'react';
import styles from './TechnologyPage.module.css';

const BAR_HEIGHTS = [42, 64, 52, 80, 70, 98, 90];
const TREND = '152,286 178,270 204,276 230,246 256,252 282,220 308,206';

/** The dashboard in a browser window: figures, bar and trend charts, a progress donut; a phone syncing to the cloud. */
export function DashboardIllustration({ label }: { label: string }) {
  const windowClip = `${useId()}-window`;
  return (
    <svg className={styles.illustration} viewBox="0 0 520 420" role="img" aria-label={label} focusable="false">
      <defs>
        <clipPath id={windowClip}>
          <rect x="60" y="72" width="420" height="290" rx="16" />
        </clipPath>
      </defs>
      <circle cx="270" cy="222" r="192" fill="#f4ede2" />

      {/* Sync path from phone to cloud, behind the window */}
      <path d="M52 286 C 24 120, 260 8, 444 44" fill="none" stroke="#0f6b63" strokeWidth="3" strokeDasharray="4 8" strokeLinecap="round" />

      {/* Browser window */}
      <rect x="60" y="72" width="420" height="290" rx="16" fill="#ffffff" stroke="#e3d9c9" strokeWidth="2" />
      <g clipPath={`url(#${windowClip})`}>
        <rect x="60" y="72" width="420" height="34" fill="#14213d" />
        <rect x="60" y="106" width="80" height="256" fill="#f4ede2" />
      </g>
      <circle cx="82" cy="89" r="5" fill="#b93d0c" />
      <circle cx="100" cy="89" r="5" fill="#ffb68f" />
      <circle cx="118" cy="89" r="5" fill="#7fd1c7" />
      {[0, 1, 2, 3, 4].map((item) => (
        <rect key={item} x="74" y={126 + item * 26} width="52" height="8" rx="4" fill={item === 1 ? '#0f6b63' : '#c9d1dc'} />
      ))}

      {/* Figures */}
      {[
        { x: 154, fill: '#e0f2ef', ink: '#0a4f49' },
        { x: 260, fill: '#fde9dd', ink: '#8f2f09' },
        { x: 366, fill: '#e0f2ef', ink: '#0a4f49' },
      ].map((card) => (
        <g key={card.x}>
          <rect x={card.x} y="120" width="98" height="56" rx="10" fill={card.fill} />
          <rect x={card.x + 12} y="133" width="42" height="7" rx="3.5" fill={card.ink} opacity="0.45" />
          <rect x={card.x + 12} y="149" width="58" height="13" rx="4" fill={card.ink} />
        </g>
      ))}

      {/* Bars and trend line */}
      <rect x="154" y="190" width="204" height="156" rx="10" fill="#fffaf3" stroke="#e3d9c9" strokeWidth="2" />
      <line x1="166" y1="326" x2="346" y2="326" stroke="#c9d1dc" strokeWidth="2" />
      {BAR_HEIGHTS.map((height, index) => (
        <rect
          key={index}
          x={168 + index * 25}
          y={326 - height}
          width="15"
          height={height}
          rx="3"
          fill={index === BAR_HEIGHTS.length - 1 ? '#b93d0c' : '#0f6b63'}
          opacity={index === BAR_HEIGHTS.length - 1 ? 1 : 0.85}
        />
      ))}
      <polyline
        points={TREND}
        transform="translate(23 0)"
        fill="none"
        stroke="#14213d"
        strokeWidth="3"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {TREND.split(' ').map((point) => {
        const [x, y] = point.split(',').map(Number);
        return <circle key={point} cx={x + 23} cy={y} r="4" fill="#ffffff" stroke="#14213d" strokeWidth="2.5" />;
      })}

      {/* Progress donut */}
      <rect x="370" y="190" width="96" height="156" rx="10" fill="#fffaf3" stroke="#e3d9c9" strokeWidth="2" />
      <circle cx="418" cy="246" r="28" fill="none" stroke="#e3d9c9" strokeWidth="12" />
      <circle
        cx="418"
        cy="246"
        r="28"
        fill="none"
        stroke="#0f6b63"
        strokeWidth="12"
        pathLength="100"
        strokeDasharray="72 100"
        transform="rotate(-90 418 246)"
      />
      <rect x="388" y="292" width="60" height="7" rx="3.5" fill="#14213d" />
      <rect x="388" y="306" width="44" height="7" rx="3.5" fill="#4a5568" opacity="0.5" />
      <rect x="388" y="320" width="52" height="7" rx="3.5" fill="#4a5568" opacity="0.5" />

      {/* Cloud with sync arrows */}
      <g>
        <circle cx="446" cy="42" r="24" fill="#0f6b63" />
        <circle cx="474" cy="50" r="18" fill="#0f6b63" />
        <circle cx="420" cy="52" r="16" fill="#0f6b63" />
        <rect x="420" y="50" width="54" height="18" rx="9" fill="#0f6b63" />
        <path
          d="M436 48 a12 12 0 0 1 21 -4 M458 58 a12 12 0 0 1 -21 4"
          fill="none"
          stroke="#fffaf3"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M457 36 v9 h-9 M437 70 v-9 h9" fill="none" stroke="#fffaf3" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </g>

      {/* Phone */}
      <rect x="20" y="286" width="64" height="116" rx="13" fill="#14213d" />
      <rect x="27" y="298" width="50" height="92" rx="7" fill="#e0f2ef" />
      <circle cx="52" cy="324" r="13" fill="none" stroke="#0f6b63" strokeWidth="5" />
      <rect x="36" y="348" width="32" height="6" rx="3" fill="#0a4f49" />
      <rect x="36" y="360" width="22" height="6" rx="3" fill="#b93d0c" />
    </svg>
  );
}
