import { useTranslation } from 'react-i18next';
import { TyreBagGraphic } from '../../components/illustrations/TyreBagIllustration';
import styles from './DiyHubPage.module.css';

/** A tyre bag on the workbench with its circuit board, a wrench and a soldering iron: the DIY Hub hero picture. */
export function DiyHubIllustration() {
  const { t } = useTranslation();
  return (
    <svg className={styles.illustration} viewBox="0 0 400 320" role="img" aria-label={t('diyHub.hero.illustrationAlt')}>
      <rect width="400" height="320" rx="28" fill="#f4ede2" />
      <circle cx="130" cy="160" r="112" fill="#ffb68f" opacity="0.32" />
      {/* Workbench */}
      <rect x="20" y="262" width="360" height="16" rx="8" fill="#14213d" />
      <rect x="44" y="278" width="14" height="30" rx="4" fill="#14213d" />
      <rect x="342" y="278" width="14" height="30" rx="4" fill="#14213d" />
      {/* The bag (the one drawing of it, as on every page), hanging above the workbench */}
      <g transform="translate(55.6 22) scale(0.62)">
        <TyreBagGraphic />
      </g>
      {/* Circuit board */}
      <g transform="rotate(-8 300 120)">
        <rect x="236" y="78" width="128" height="88" rx="10" fill="#0f6b63" />
        <rect x="252" y="94" width="44" height="34" rx="4" fill="#14213d" />
        <rect x="308" y="96" width="40" height="14" rx="3" fill="#e0f2ef" />
        <rect x="308" y="118" width="24" height="10" rx="3" fill="#ffb68f" />
        <circle cx="334" cy="146" r="10" fill="#fffaf3" stroke="#14213d" strokeWidth="3" />
        <path d="M252 146h56M252 156h40M296 111h12" stroke="#e0f2ef" strokeWidth="3" strokeLinecap="round" />
      </g>
      {/* Wrench */}
      <g transform="rotate(35 300 224)">
        <rect x="240" y="216" width="108" height="16" rx="8" fill="#b93d0c" />
        <path d="M348 206a18 18 0 1 0 0 36l-6-12h-10v-12h10z" fill="#b93d0c" />
      </g>
      {/* Soldering iron */}
      <g transform="rotate(-18 250 246)">
        <rect x="200" y="238" width="70" height="14" rx="7" fill="#14213d" />
        <rect x="270" y="241" width="34" height="8" rx="3" fill="#8a94a6" />
        <path d="M304 245l16 0" stroke="#8a94a6" strokeWidth="3" strokeLinecap="round" />
      </g>
    </svg>
  );
}
