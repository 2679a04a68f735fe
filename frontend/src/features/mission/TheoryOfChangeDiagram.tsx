import { useTranslation } from 'react-i18next';
import { MISSION } from '../../app/config/constants';
import { useFormatters } from '../../i18n/format';
import styles from './MissionPage.module.css';
import { CHANGE_STAGES, type ChangeStage } from './theory-of-change';

/** Box sizes in SVG units; the wide diagram reads along the line, the narrow one top to bottom. */
const WIDE = { box: 172, gap: 35, height: 230 };
const NARROW = { width: 340, header: 40, padding: 12, itemHeight: 34, gap: 34 };

/** On phones each item takes one line, so a box is as tall as its list. */
const narrowBoxHeight = (itemCount: number) => NARROW.header + 2 * NARROW.padding + itemCount * NARROW.itemHeight;

interface StageText {
  title: string;
  items: string[];
  colour: string;
}

function useStageTexts(): StageText[] {
  const { t } = useTranslation();
  const format = useFormatters();
  const values = { lives: format.number(MISSION.livesToImpact), year: format.plain(MISSION.targetYear) };
  return CHANGE_STAGES.map((stage: ChangeStage) => ({
    title: t(stage.titleKey),
    items: stage.itemKeys.map((key) => t(key, values)),
    colour: stage.colour,
  }));
}

/** A stage box drawn as HTML inside the SVG, so that each language's words wrap inside the box. */
function StageBox({
  stage,
  x,
  y,
  width,
  height,
  layout,
}: {
  stage: StageText;
  x: number;
  y: number;
  width: number;
  height: number;
  layout: 'wide' | 'narrow';
}) {
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={14} fill="#ffffff" stroke="#e3d9c9" strokeWidth={2} />
      <path d={`M${x} ${y + 14} a14 14 0 0 1 14 -14 h${width - 28} a14 14 0 0 1 14 14 v26 h-${width} z`} fill={stage.colour} />
      <foreignObject x={x} y={y} width={width} height={height}>
        <div className={`${styles.stage} ${layout === 'narrow' ? styles.stageNarrow : ''}`}>
          <p className={styles.stageTitle}>{stage.title}</p>
          <ul className={styles.stageItems}>
            {stage.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </foreignObject>
    </g>
  );
}

function Arrow({ d }: { d: string }) {
  return <path d={d} fill="none" stroke="#b93d0c" strokeWidth={5} strokeLinecap="round" strokeLinejoin="round" />;
}

/**
 * The theory of change as a diagram, in two drawings: five columns on wide screens, five rows on
 * phones (CSS shows one). The figure's hidden ordered list reads the same steps to screen readers.
 */
export function TheoryOfChangeDiagram() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const stages = useStageTexts();
  const rtl = i18n.dir() === 'rtl';
  const label = t('mission.change.alt', { lives: format.number(MISSION.livesToImpact), year: format.plain(MISSION.targetYear) });
  const wideWidth = stages.length * WIDE.box + (stages.length - 1) * WIDE.gap;
  const narrowTops = stages.map((_, index) =>
    stages.slice(0, index).reduce((top, stage) => top + narrowBoxHeight(stage.items.length) + NARROW.gap, 0),
  );
  const narrowHeight = narrowTops[stages.length - 1] + narrowBoxHeight(stages[stages.length - 1].items.length);
  // In right-to-left languages the steps run from right to left, like the text.
  const wideX = (index: number) => (rtl ? stages.length - 1 - index : index) * (WIDE.box + WIDE.gap);

  return (
    <figure className={styles.change}>
      <svg className={styles.changeWide} viewBox={`0 0 ${wideWidth} ${WIDE.height}`} role="img" aria-label={label}>
        {stages.map((stage, index) => (
          <StageBox key={stage.title} stage={stage} x={wideX(index)} y={0} width={WIDE.box} height={WIDE.height} layout="wide" />
        ))}
        {stages.slice(1).map((stage, index) => {
          const fromEdge = rtl ? wideX(index) - 6 : wideX(index) + WIDE.box + 6;
          const toEdge = rtl ? wideX(index + 1) + WIDE.box + 6 : wideX(index + 1) - 6;
          const tip = rtl ? 9 : -9;
          const mid = WIDE.height / 2;
          return <Arrow key={stage.title} d={`M${fromEdge} ${mid} H${toEdge} m${tip} -9 l${-tip} 9 l${tip} 9`} />;
        })}
      </svg>
      <svg className={styles.changeNarrow} viewBox={`0 0 ${NARROW.width} ${narrowHeight}`} role="img" aria-label={label}>
        {stages.map((stage, index) => (
          <StageBox
            key={stage.title}
            stage={stage}
            x={0}
            y={narrowTops[index]}
            width={NARROW.width}
            height={narrowBoxHeight(stage.items.length)}
            layout="narrow"
          />
        ))}
        {stages.slice(1).map((stage, index) => {
          const top = narrowTops[index] + narrowBoxHeight(stages[index].items.length) + 5;
          const bottom = top + NARROW.gap - 10;
          const centre = NARROW.width / 2;
          return <Arrow key={stage.title} d={`M${centre} ${top} V${bottom} m-9 -9 l9 9 l9 -9`} />;
        })}
      </svg>
      <ol className="visually-hidden">
        {stages.map((stage) => (
          <li key={stage.title}>
            {stage.title}
            <ul>
              {stage.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <figcaption className={styles.changeCaption}>{t('mission.change.caption')}</figcaption>
    </figure>
  );
}
