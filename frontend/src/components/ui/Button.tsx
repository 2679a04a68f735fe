import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark' | 'danger';

const variantClass = (variant: ButtonVariant, extra?: string) => [styles.button, styles[variant], extra].filter(Boolean).join(' ');

/**
 * A label with its icon glued to the last word (a no-break join), so a label that wraps never
 * leaves the arrow alone on the next line. One flowing label, not two flex items, so the icon
 * follows the text's last line instead of standing beside the whole block.
 */
export function LabelWithIcon({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  if (!icon) return children;
  if (typeof children !== 'string') {
    return (
      <>
        {children}
        {icon}
      </>
    );
  }
  const label = children.trimEnd();
  const lastSpace = label.lastIndexOf(' ');
  return (
    <span className={styles.label}>
      {label.slice(0, lastSpace + 1)}
      <span className={styles.glued}>
        {label.slice(lastSpace + 1)}
        {icon}
      </span>
    </span>
  );
}

interface CommonProps {
  variant?: ButtonVariant;
  children: ReactNode;
  className?: string;
  /** Icon after the label (e.g. an arrow); mark directional icons with the `icon-directional` class. */
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  children,
  className,
  icon,
  type = 'button',
  ...rest
}: CommonProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={variantClass(variant, className)} {...rest}>
      <LabelWithIcon icon={icon}>{children}</LabelWithIcon>
    </button>
  );
}

/** A link styled as a button, to a page of this site. */
export function ButtonLink({
  to,
  variant = 'primary',
  children,
  className,
  icon,
  onClick,
}: CommonProps & { to: string; onClick?: () => void }) {
  return (
    <Link to={to} className={variantClass(variant, className)} onClick={onClick}>
      <LabelWithIcon icon={icon}>{children}</LabelWithIcon>
    </Link>
  );
}

/**
 * A link styled as a button, to a section of the current page (`#benefits`): a plain anchor, so the
 * browser scrolls there and moves the keyboard's starting point to it.
 */
export function InPageButtonLink({ targetId, variant = 'primary', children, className, icon }: CommonProps & { targetId: string }) {
  return (
    <a href={`#${targetId}`} className={variantClass(variant, className)}>
      <LabelWithIcon icon={icon}>{children}</LabelWithIcon>
    </a>
  );
}

/** A link styled as a button, to another site, opened in a new tab (announced to screen readers). */
export function ExternalButtonLink({ href, variant = 'primary', children, className, icon }: CommonProps & { href: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={variantClass(variant, className)}>
      <LabelWithIcon icon={icon}>{children}</LabelWithIcon>
      <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
    </a>
  );
}
