import { Award, BriefcaseBusiness, Code, Mail, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MISSION } from '../../app/config/constants';
import { copyrightYears } from '../../app/config/copyright';
import { EXTERNAL_LINKS, mailtoHref } from '../../app/config/external-links';
import { useFormatters } from '../../i18n/format';
import { ABOUT_ANCHORS, FOOTER_NAV, LEGAL_NAV, routePath } from '../../routes/site-routes';
import { ExternalLink } from '../ui/ExternalLink';
import styles from './Footer.module.css';
import { Logo } from './Logo';
import { NewsletterSignup } from './NewsletterSignup';
import { NAV_LABEL_KEYS } from './nav-labels';

export function Footer() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Logo />
          <p className={styles.mission}>
            {t('footer.missionLine', { lives: format.number(MISSION.livesToImpact), year: format.plain(MISSION.targetYear) })}
          </p>
          <ul className={styles.social} aria-label={t('footer.socialLabel')}>
            <li>
              <ExternalLink href={EXTERNAL_LINKS.sourceCode.organisation} className={styles.socialLink}>
                <Code aria-hidden="true" size={18} /> {t('footer.social.code')}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={EXTERNAL_LINKS.social.linkedIn} className={styles.socialLink}>
                <BriefcaseBusiness aria-hidden="true" size={18} /> {t('footer.social.professional')}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={EXTERNAL_LINKS.social.microblog} className={styles.socialLink}>
                <MessageCircle aria-hidden="true" size={18} /> {t('footer.social.microblog')}
              </ExternalLink>
            </li>
            <li>
              <a href={mailtoHref(EXTERNAL_LINKS.contact.email)} className={styles.socialLink}>
                <Mail aria-hidden="true" size={18} /> {EXTERNAL_LINKS.contact.email}
              </a>
            </li>
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links" className={styles.column}>
          <h2 id="footer-quick-links" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className={styles.links}>
            {FOOTER_NAV.map((id) => (
              <li key={id}>
                <Link to={routePath(id)}>{t(NAV_LABEL_KEYS[id])}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-resources" className={styles.column}>
          <h2 id="footer-resources" className={styles.heading}>
            {t('footer.resources')}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to={routePath('resources')}>{t('nav.resources')}</Link>
            </li>
            <li>
              <Link to={`${routePath('about')}#${ABOUT_ANCHORS.mitSolve}`}>{t('footer.mitSolve')}</Link>
            </li>
            <li>
              <Link to={`${routePath('about')}#${ABOUT_ANCHORS.awards}`}>{t('footer.awards')}</Link>
            </li>
            <li>
              <Link to={`${routePath('about')}#${ABOUT_ANCHORS.contact}`}>{t('footer.contact')}</Link>
            </li>
          </ul>
          <h2 className={`${styles.heading} ${styles.legalHeading}`} id="footer-legal">
            {t('footer.legal')}
          </h2>
          <ul className={styles.links} aria-labelledby="footer-legal">
            {LEGAL_NAV.map((id) => (
              <li key={id}>
                <Link to={routePath(id)}>{t(NAV_LABEL_KEYS[id])}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <NewsletterSignup />
      </div>

      <div className={`container ${styles.bottom}`}>
        <ul className={styles.badges} aria-label={t('footer.recognitionLabel')}>
          {(['mitSolve', 'cebAward', 'frenchTech'] as const).map((badge) => (
            <li key={badge} className={styles.badge}>
              <Award aria-hidden="true" size={16} /> {t(`footer.badges.${badge}`)}
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>
          {/* The years as a range (2025–2026), in the page's digits. */}
          {t('footer.copyright', { year: copyrightYears().map(format.plain).join('–') })}
        </p>
      </div>
    </footer>
  );
}
