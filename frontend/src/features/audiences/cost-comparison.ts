import { FIGURES } from '../../app/config/constants';

/** How many young people get a month of access for the price of one therapy session (lowest and highest session price). */
export function monthsOfAccessPerTherapySession(): { min: number; max: number } {
  return {
    min: Math.floor(FIGURES.therapySessionEuro.min / FIGURES.monthlyAccessEuro),
    max: Math.floor(FIGURES.therapySessionEuro.max / FIGURES.monthlyAccessEuro),
  };
}
