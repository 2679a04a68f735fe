/**
 * The staff's roles. owner: everything, including accounts and the audit log; desk: leads,
 * newsletter subscribers and personal-data requests; editor: the blog studio only.
 */
export const STAFF_ROLES = ['owner', 'desk', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The areas of the staff desk, each with the roles that may use it (the owner may use every one). */
export const STAFF_AREAS = {
  leads: ['owner', 'desk'],
  personalData: ['owner', 'desk'],
  subscribers: ['owner', 'desk'],
  blog: ['owner', 'editor'],
  accounts: ['owner'],
  audit: ['owner'],
  ownAccount: ['owner', 'desk', 'editor'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

export function roleMayUse(role: StaffRole, area: StaffArea): boolean {
  return (STAFF_AREAS[area] as readonly StaffRole[]).includes(role);
}

/** Longest display name of a staff account. */
export const MAX_STAFF_NAME_LENGTH = 100;
/** Longest e-mail address of a staff account (the same bound the forms use). */
export const MAX_STAFF_EMAIL_LENGTH = 254;
/** Shortest password a staff account may set (production refused shorter admin passwords before accounts). */
export const MIN_STAFF_PASSWORD_LENGTH = 12;
