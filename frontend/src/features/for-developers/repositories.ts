import { CircuitBoard, Cpu, type LucideIcon, Smartphone } from 'lucide-react';
import { FIGURES } from '../../app/config/constants';
import { EXTERNAL_LINKS } from '../../app/config/external-links';

/** A repository card on /for-developers (name, description, language, stars, url, icon). */
export interface Repository {
  id: string;
  nameKey: string;
  descriptionKey: string;
  languageKey: string;
  stars: number;
  url: string;
  icon: LucideIcon;
}

export const REPOSITORIES: readonly Repository[] = [
  {
    id: 'firmware',
    nameKey: 'forDevelopers.repositories.firmware.name',
    descriptionKey: 'forDevelopers.repositories.firmware.description',
    languageKey: 'forDevelopers.repositories.firmware.language',
    stars: FIGURES.repoStars.firmware,
    url: EXTERNAL_LINKS.sourceCode.firmware,
    icon: Cpu,
  },
  {
    id: 'mobileApp',
    nameKey: 'forDevelopers.repositories.mobileApp.name',
    descriptionKey: 'forDevelopers.repositories.mobileApp.description',
    languageKey: 'forDevelopers.repositories.mobileApp.language',
    stars: FIGURES.repoStars.mobileApp,
    url: EXTERNAL_LINKS.sourceCode.mobileApp,
    icon: Smartphone,
  },
  {
    id: 'hardware',
    nameKey: 'forDevelopers.repositories.hardware.name',
    descriptionKey: 'forDevelopers.repositories.hardware.description',
    languageKey: 'forDevelopers.repositories.hardware.language',
    stars: FIGURES.repoStars.hardware,
    url: EXTERNAL_LINKS.sourceCode.hardware,
    icon: CircuitBoard,
  },
];
