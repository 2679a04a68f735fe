import { GraduationCap, Handshake, HeartPulse, type LucideIcon, Scale } from 'lucide-react';
import type { UN_GOALS } from '../../app/config/constants';

export type UnGoal = (typeof UN_GOALS)[number];

export interface UnGoalDetails {
  /** The goal's official short name, translated. */
  nameKey: string;
  /** The goal's colour in the UN's own palette (white numbers on it are large, bold text). */
  colour: string;
  icon: LucideIcon;
}

/** The four UN Sustainable Development Goals the site names, as the home and mission pages show them. */
export const UN_GOAL_DETAILS: Record<UnGoal, UnGoalDetails> = {
  3: { nameKey: 'mission.goals.goal3.name', colour: '#4c9f38', icon: HeartPulse },
  4: { nameKey: 'mission.goals.goal4.name', colour: '#c5192d', icon: GraduationCap },
  10: { nameKey: 'mission.goals.goal10.name', colour: '#dd1367', icon: Scale },
  17: { nameKey: 'mission.goals.goal17.name', colour: '#19486a', icon: Handshake },
};
