import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/format';
import styles from './RoleGroup.module.css';

export interface Role {
  id: string;
  icon: LucideIcon;
  name: string;
  text: string;
}

interface RoleGroupProps {
  title: string;
  intro: string;
  icon: LucideIcon;
  roles: Role[];
  tone?: 'brand' | 'accent';
}

/** One group of team positions (technical, organisational) with its count. */
export function RoleGroup({ title, intro, icon: GroupIcon, roles, tone = 'brand' }: RoleGroupProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <article className={`${styles.group} ${styles[tone]}`}>
      <header className={styles.header}>
        <span className={styles.groupIcon} aria-hidden="true">
          <GroupIcon size={26} />
        </span>
        <div>
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.count}>{t('audiences.positions', { count: roles.length, number: format.number(roles.length) })}</p>
        </div>
      </header>
      <p className={styles.intro}>{intro}</p>
      <ul className={styles.roles}>
        {roles.map(({ id, icon: RoleIcon, name, text }) => (
          <li key={id} className={styles.role}>
            <RoleIcon aria-hidden="true" size={20} className={styles.roleIcon} />
            <span>
              <span className={styles.roleName}>{name}</span>
              <span className={styles.roleText}>{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

export function RoleGroups({ children }: { children: ReactNode }) {
  return <div className={styles.groups}>{children}</div>;
}
