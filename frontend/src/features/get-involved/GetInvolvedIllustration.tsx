import { useTranslation } from 'react-i18next';
import styles from './GetInvolvedPage.module.css';

const TYRE_ROWS = [74, 112, 150, 188];

/** Three people of different ages around a tyre punching bag, with a heart: the hero picture of Get Involved. */
export function GetInvolvedIllustration() {
  const { t } = useTranslation();
  return (
    <svg className={styles.illustration} viewBox="0 0 400 320" role="img" aria-label={t('getInvolved.hero.illustrationAlt')}>
      <rect width="400" height="320" rx="28" fill="#f4ede2" />
      <circle cx="200" cy="170" r="128" fill="#ffb68f" opacity="0.35" />
      <ellipse cx="200" cy="298" rx="170" ry="12" fill="#e3d9c9" />
      {/* Ceiling mount and chain */}
      <rect x="145" y="22" width="110" height="10" rx="5" fill="#14213d" />
      <path d="M200 32v40" stroke="#14213d" strokeWidth="5" strokeDasharray="7 5" strokeLinecap="round" />
      {/* The bag: stacked waste tyres */}
      {TYRE_ROWS.map((y) => (
        <g key={y}>
          <rect x="148" y={y} width="104" height="40" rx="17" fill="#1c2430" />
          <path
            d={`M160 ${y + 8}l8 24M178 ${y + 8}l8 24M196 ${y + 8}l8 24M214 ${y + 8}l8 24M232 ${y + 8}l8 24`}
            stroke="#2a3442"
            strokeWidth="5"
            strokeLinecap="round"
          />
        </g>
      ))}
      {/* Round display with a pulse line */}
      <circle cx="200" cy="150" r="24" fill="#0f6b63" stroke="#e0f2ef" strokeWidth="4" />
      <path d="M184 151h8l4-9 6 18 4-9h8" fill="none" stroke="#fffaf3" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      {/* Heart */}
      <path d="M300 58c-7-12-26-8-26 6 0 12 15 21 26 30 11-9 26-18 26-30 0-14-19-18-26-6z" fill="#b93d0c" />
      {/* Left: a coach */}
      <circle cx="78" cy="168" r="20" fill="#8d5a3b" />
      <path d="M44 298c0-52 14-98 34-98s34 46 34 98z" fill="#0f6b63" />
      <path d="M100 222l32-16" stroke="#0f6b63" strokeWidth="14" strokeLinecap="round" />
      <circle cx="138" cy="203" r="13" fill="#b93d0c" />
      {/* Right: a volunteer */}
      <circle cx="326" cy="176" r="19" fill="#e0a47a" />
      <path d="M292 298c0-48 14-90 34-90s34 42 34 90z" fill="#14213d" />
      <path d="M304 230l-34-12" stroke="#14213d" strokeWidth="14" strokeLinecap="round" />
      <circle cx="264" cy="216" r="13" fill="#b93d0c" />
      {/* Front: a young boxer */}
      <circle cx="200" cy="244" r="15" fill="#c68642" />
      <path d="M174 298c0-28 10-40 26-40s26 12 26 40z" fill="#b93d0c" />
    </svg>
  );
}
