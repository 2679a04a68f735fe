/** Business constants and limits the customer fixed: the one place each is written. */

export const TOASTS = {
  /** How many toasts are shown at once. */
  limit: 1,
  /** How long a dismissed toast stays in memory before removal. */
  removeDelayMs: 1_000_000,
  defaultDurationMs: 5_000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  /** Keyboard shortcut that moves focus to the notification region. */
  hotkey: ['F8'],
  /** Viewport width cap on medium screens and up. */
  viewportMaxWidthPx: 420,
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const TEXTAREA_ROWS = 4;

export const BLOG = {
  /** Tags shown on cards and in the post header (the post footer lists all). */
  maxTagsShown: 3,
  wordsPerMinute: 200,
} as const;

export const LEADS = { idPrefixLength: 8 } as const;

export const EARLY_ADOPTERS = {
  spots: 30,
  priceEuro: 2_500,
  discountBelowRetailPercent: 40,
  prioritySupportMonths: 6,
  regions: ['Limburg', 'Brabant'],
} as const;

export const MISSION = {
  livesToImpact: 150_000,
  years: 5,
  targetYear: 2030,
} as const;

/** Marketing figures (all of them the customer's claims, not measurements of ours). */
export const FIGURES = {
  /** 3 in 5 teens report daily stress; kept as numbers so each language writes them in its own digits. */
  teensDailyStress: { count: 3, outOf: 5 },
  resilienceImprovementPercent: 40,
  pilotRecommendPercent: 100,
  kits: 127,
  continents: 6,
  youthReached: 3_240,
  communityLabs: 23,
  equipmentValueEuro: 2_890,
  builds: 150,
  communityMembers: 88,
  communityCountries: 11,
  builtSystems: 20,
  trainingSessions: 500,
  repoStars: { firmware: 127, mobileApp: 89, hardware: 203 },
  universities: 5,
  technicalPositions: 5,
  organisationalPositions: 5,
  punchForceNewton: 2_500,
  accuracyPercent: 94,
  sessions: 156,
  improvementPercent: 23,
  youthParticipants: 45,
  proAthletes: 12,
  diyCostEuro: 90,
  monthlyAccessEuro: 20,
  therapySessionEuro: { min: 60, max: 100 },
  programmeWeeks: 12,
  academyFirstCohortTrainers: 10,
  seriesATargetEuro: 3_000_000,
  usaLaunchYear: 2027,
  foundersTripKm: 8_000,
  foundersTripYear: 2010,
} as const;

/**
 * Workplace mental-health figures quoted on /for-businesses, from the World Health Organization's
 * fact sheet "Mental health at work" (2022); not claims of our own.
 */
export const WORKPLACE_MENTAL_HEALTH = {
  workingAgeAdultsWithMentalDisorderPercent: 15,
  workingDaysLostPerYear: 12_000_000_000,
  lostProductivityPerYearUsd: 1_000_000_000_000,
} as const;

export const SUGGESTED_AMOUNTS = {
  kitsEuro: [5, 15, 25],
  donationsEuro: [10, 25, 50, 100],
  planEuro: 0,
  workshopKitEuro: 25,
  youthPerVolunteer: 15,
  classWorkshopEuro: 50,
} as const;

export const UN_GOALS = [3, 4, 10, 17] as const;
