import styles from './ImpactStory.module.css';

interface ImpactStoryProps {
  /** The story's figure, already formatted. */
  figure: string;
  figureLabel: string;
  title: string;
  text: string;
}

/** A community story led by its number. */
export function ImpactStory({ figure, figureLabel, title, text }: ImpactStoryProps) {
  return (
    <article className={styles.story}>
      <p className={styles.figure}>
        <span className={styles.number}>{figure}</span>
        <span className={styles.figureLabel}>{figureLabel}</span>
      </p>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.text}>{text}</p>
      </div>
    </article>
  );
}
