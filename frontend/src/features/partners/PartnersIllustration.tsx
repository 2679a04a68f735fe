import { useTranslation } from 'react-i18next';
import { TyreBagGraphic } from '../../components/illustrations/TyreBagIllustration';
import styles from './PartnersPage.module.css';

/** A school, a community centre and a foundation, each linked to the bag: the Partners hero picture. */
export function PartnersIllustration() {
  const { t } = useTranslation();
  return (
    <svg className={styles.illustration} viewBox="0 0 400 320" role="img" aria-label={t('partners.hero.illustrationAlt')}>
      <rect width="400" height="320" rx="28" fill="#f4ede2" />
      <circle cx="200" cy="150" r="112" fill="#ffb68f" opacity="0.3" />
      <rect x="20" y="276" width="360" height="10" rx="5" fill="#e3d9c9" />
      {/* Links to the bag */}
      <path
        d="M92 200C120 150 160 140 176 140M308 200C280 150 240 140 224 140M200 230V196"
        stroke="#0f6b63"
        strokeWidth="3"
        strokeDasharray="6 7"
        fill="none"
        strokeLinecap="round"
      />
      {/* The bag (the one drawing of it, as on every page) */}
      <g transform="translate(149.6 36) scale(0.42)">
        <TyreBagGraphic />
      </g>
      {/* School: pitched roof, flag, windows */}
      <path d="M40 214l52-30 52 30z" fill="#b93d0c" />
      <rect x="48" y="214" width="88" height="62" fill="#fffaf3" stroke="#14213d" strokeWidth="3" />
      <path d="M92 184v-22" stroke="#14213d" strokeWidth="3" />
      <path d="M92 162h18l-5 6 5 6h-18z" fill="#0f6b63" />
      <rect x="60" y="226" width="18" height="16" rx="2" fill="#0f6b63" />
      <rect x="106" y="226" width="18" height="16" rx="2" fill="#0f6b63" />
      <rect x="83" y="248" width="18" height="28" rx="2" fill="#14213d" />
      {/* Community centre: flat roof, heart sign */}
      <rect x="160" y="230" width="80" height="46" fill="#0f6b63" />
      <rect x="154" y="224" width="92" height="10" rx="3" fill="#14213d" />
      <path d="M200 262c-4-7-15-5-15 3 0 7 9 12 15 17 6-5 15-10 15-17 0-8-11-10-15-3z" fill="#ffb68f" transform="translate(0 -10)" />
      {/* Foundation: columns */}
      <path d="M256 214l52-26 52 26z" fill="#14213d" />
      <rect x="262" y="214" width="92" height="8" fill="#14213d" />
      <rect x="270" y="224" width="12" height="46" fill="#fffaf3" stroke="#14213d" strokeWidth="2" />
      <rect x="302" y="224" width="12" height="46" fill="#fffaf3" stroke="#14213d" strokeWidth="2" />
      <rect x="334" y="224" width="12" height="46" fill="#fffaf3" stroke="#14213d" strokeWidth="2" />
      <rect x="258" y="270" width="100" height="8" fill="#14213d" />
      <circle cx="308" cy="204" r="6" fill="#ffb68f" />
    </svg>
  );
}
