import type { AuthMeResponse } from '@rebound/shared';

/** GET /api/auth/me of a signed-in owner (who may use every staff page), for the staff pages' specs. */
export const OWNER_ME: AuthMeResponse = {
  admin: true,
  account: {
    id: '7d1f0c2e-5a4b-4c3d-9e8f-0a1b2c3d4e5f',
    email: 'owner@rebound.example',
    displayName: 'Olga Owner',
    role: 'owner',
    language: 'en',
    active: true,
    mailNewLeads: true,
    hasPassword: true,
    twoFactor: false,
  },
  twoFactorRequired: false,
};
