import { Code2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIGURES } from '../../app/config/constants';
import { Card, CardGrid } from '../../components/ui/Card';
import { Section } from '../../components/ui/Section';
import { useFormatters } from '../../i18n/format';
import styles from './GetInvolvedPage.module.css';
import { PrefillButton } from './PrefillButton';

interface Role {
  nameKey: string;
  textKey: string;
}

const TECHNICAL_ROLES: Role[] = [
  { nameKey: 'getInvolved.students.roles.aiSpecialist.name', textKey: 'getInvolved.students.roles.aiSpecialist.text' },
  { nameKey: 'getInvolved.students.roles.hardwareInnovator.name', textKey: 'getInvolved.students.roles.hardwareInnovator.text' },
  { nameKey: 'getInvolved.students.roles.uxDesigner.name', textKey: 'getInvolved.students.roles.uxDesigner.text' },
  { nameKey: 'getInvolved.students.roles.gamificationDeveloper.name', textKey: 'getInvolved.students.roles.gamificationDeveloper.text' },
  { nameKey: 'getInvolved.students.roles.researchAnalyst.name', textKey: 'getInvolved.students.roles.researchAnalyst.text' },
];

const ORGANISATIONAL_ROLES: Role[] = [
  { nameKey: 'getInvolved.students.roles.teamCoordinator.name', textKey: 'getInvolved.students.roles.teamCoordinator.text' },
  { nameKey: 'getInvolved.students.roles.eventPlanner.name', textKey: 'getInvolved.students.roles.eventPlanner.text' },
  { nameKey: 'getInvolved.students.roles.hrEnthusiast.name', textKey: 'getInvolved.students.roles.hrEnthusiast.text' },
  { nameKey: 'getInvolved.students.roles.communicationsPr.name', textKey: 'getInvolved.students.roles.communicationsPr.text' },
  { nameKey: 'getInvolved.students.roles.partnershipLead.name', textKey: 'getInvolved.students.roles.partnershipLead.text' },
];

function RoleList({ roles }: { roles: Role[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.roles}>
      {roles.map(({ nameKey, textKey }) => {
        const role = t(nameKey);
        return (
          <li key={nameKey} className={styles.role}>
            <div>
              <h4 className={styles.roleName}>{role}</h4>
              <p>{t(textKey)}</p>
            </div>
            <PrefillButton variant="secondary" className={styles.compactButton} message={t('getInvolved.students.applyMessage', { role })}>
              {t('getInvolved.students.apply')}
              <span className="visually-hidden"> {t('getInvolved.students.applyFor', { role })}</span>
            </PrefillButton>
          </li>
        );
      })}
    </ul>
  );
}

export function StudentOpportunities() {
  const { t } = useTranslation();
  const format = useFormatters();
  const positions = (count: number) => t('getInvolved.students.positions', { count, number: format.number(count) });
  return (
    <Section
      id="student-opportunities"
      tone="alt"
      eyebrow={t('getInvolved.students.eyebrow')}
      title={t('getInvolved.students.title')}
      intro={t('getInvolved.students.intro', {
        technical: format.number(FIGURES.technicalPositions),
        organisational: format.number(FIGURES.organisationalPositions),
      })}
    >
      <CardGrid columns={2}>
        <Card icon={<Code2 size={24} />} kicker={positions(FIGURES.technicalPositions)} title={t('getInvolved.students.technicalTitle')}>
          <RoleList roles={TECHNICAL_ROLES} />
        </Card>
        <Card
          icon={<Users size={24} />}
          kicker={positions(FIGURES.organisationalPositions)}
          title={t('getInvolved.students.organisationalTitle')}
        >
          <RoleList roles={ORGANISATIONAL_ROLES} />
        </Card>
      </CardGrid>
    </Section>
  );
}
