import { useTranslation } from 'react-i18next';
import { TyreBagGraphic } from '../../components/illustrations/TyreBagIllustration';
import styles from './GetInvolvedPage.module.css';

/** Three people of different ages around a tyre punching bag, with a heart: the hero picture of Get Involved. */
export function GetInvolvedIllustration() {
  const { t } = useTranslation();
  return (
    <svg className={styles.illustration} viewBox="0 0 400 320" role="img" aria-label={t('getInvolved.hero.illustrationAlt')}>
      <rect width="400" height="320" rx="28" fill="#f4ede2" />
      <circle cx="200" cy="170" r="128" fill="#ffb68f" opacity="0.35" />
      <ellipse cx="200" cy="298" rx="170" ry="12" fill="#e3d9c9" />
      {/* The bag (the one drawing of it, as on every page) */}
      <g transform="translate(128.0 20) scale(0.6)">
        <TyreBagGraphic />
      </g>
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
