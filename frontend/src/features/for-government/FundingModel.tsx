import { ArrowDown, type LucideIcon } from 'lucide-react';
import styles from './FundingModel.module.css';

export interface FundingParty {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
}

interface FundingModelProps {
  parties: FundingParty[];
  /** What the parties make possible together. */
  result: FundingParty;
  resultLead: string;
}

/** The public-private model: who contributes what, and who benefits. */
export function FundingModel({ parties, result, resultLead }: FundingModelProps) {
  const ResultIcon = result.icon;
  return (
    <div className={styles.model}>
      <ul className={styles.parties}>
        {parties.map(({ id, icon: Icon, title, text }) => (
          <li key={id} className={styles.party}>
            <Icon aria-hidden="true" size={28} className={styles.icon} />
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.text}>{text}</p>
          </li>
        ))}
      </ul>
      <p className={styles.lead}>
        <ArrowDown aria-hidden="true" size={24} />
        {resultLead}
      </p>
      <div className={styles.result}>
        <ResultIcon aria-hidden="true" size={36} className={styles.resultIcon} />
        <div>
          <h3 className={styles.title}>{result.title}</h3>
          <p>{result.text}</p>
        </div>
      </div>
    </div>
  );
}
