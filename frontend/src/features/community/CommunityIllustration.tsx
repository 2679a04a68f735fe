import { useTranslation } from 'react-i18next';
import { TyreBagGraphic } from '../../components/illustrations/TyreBagIllustration';
import styles from './CommunityPage.module.css';

/** People around the world (head and shoulders) linked to one bag in the middle: the community hero picture. */
const PEOPLE = [
  { x: 70, y: 78, skin: '#8d5a3b', shirt: '#0f6b63' },
  { x: 330, y: 74, skin: '#e0a47a', shirt: '#b93d0c' },
  { x: 52, y: 236, skin: '#c68642', shirt: '#14213d' },
  { x: 348, y: 232, skin: '#5c3a26', shirt: '#0f6b63' },
  { x: 200, y: 270, skin: '#f1c7a5', shirt: '#b93d0c' },
];

export function CommunityIllustration() {
  const { t } = useTranslation();
  return (
    <svg className={styles.illustration} viewBox="0 0 400 320" role="img" aria-label={t('community.hero.illustrationAlt')}>
      <rect width="400" height="320" rx="28" fill="#f4ede2" />
      <circle cx="200" cy="160" r="118" fill="#ffb68f" opacity="0.3" />
      {PEOPLE.map(({ x, y }) => (
        <path key={`line-${x}`} d={`M200 150L${x} ${y}`} stroke="#0f6b63" strokeWidth="3" strokeDasharray="6 7" strokeLinecap="round" />
      ))}
      {/* The bag in the middle: the one drawing of the bag, as on every page */}
      <g transform="translate(164.0 58) scale(0.3)">
        <TyreBagGraphic />
      </g>
      {PEOPLE.map(({ x, y, skin, shirt }) => (
        <g key={`person-${x}`}>
          <circle cx={x} cy={y} r="30" fill="#fffaf3" stroke="#e3d9c9" strokeWidth="2" />
          <circle cx={x} cy={y - 6} r="10" fill={skin} />
          <path d={`M${x - 17} ${y + 22}c0-14 8-20 17-20s17 6 17 20z`} fill={shirt} />
        </g>
      ))}
      {/* Speech bubbles */}
      <path
        d="M112 122h54a10 10 0 0 1 10 10v14a10 10 0 0 1-10 10h-34l-12 10v-10h-8a10 10 0 0 1-10-10v-14a10 10 0 0 1 10-10z"
        fill="#0f6b63"
        transform="translate(-16 0)"
      />
      <path d="M118 138h44M118 148h28" transform="translate(-16 0)" stroke="#e0f2ef" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M240 190h52a10 10 0 0 1 10 10v14a10 10 0 0 1-10 10h-8v10l-12-10h-32a10 10 0 0 1-10-10v-14a10 10 0 0 1 10-10z"
        fill="#b93d0c"
      />
      <path d="M256 210l8 8 14-16" stroke="#fffaf3" strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
