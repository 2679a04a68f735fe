/** One column of the theory-of-change diagram: a step and what it holds. */
export interface ChangeStage {
  titleKey: string;
  itemKeys: string[];
  /** Header colour; white text on each is 4.5:1 or more. */
  colour: string;
}

/** Inputs → activities → outputs → outcomes → impact (keys written out in full, never built). */
export const CHANGE_STAGES: ChangeStage[] = [
  { titleKey: 'mission.change.inputs.title', itemKeys: ['mission.change.inputs.item1', 'mission.change.inputs.item2'], colour: '#1c2430' },
  {
    titleKey: 'mission.change.activities.title',
    itemKeys: ['mission.change.activities.item1', 'mission.change.activities.item2', 'mission.change.activities.item3'],
    colour: '#0a4f49',
  },
  {
    titleKey: 'mission.change.outputs.title',
    itemKeys: ['mission.change.outputs.item1', 'mission.change.outputs.item2'],
    colour: '#0f6b63',
  },
  {
    titleKey: 'mission.change.outcomes.title',
    itemKeys: ['mission.change.outcomes.item1', 'mission.change.outcomes.item2', 'mission.change.outcomes.item3'],
    colour: '#b93d0c',
  },
  { titleKey: 'mission.change.impact.title', itemKeys: ['mission.change.impact.item1'], colour: '#8f2f09' },
];
