import { SetMetadata } from '@nestjs/common';
import type { StaffArea } from '@rebound/shared';

export const STAFF_AREA_KEY = 'rebound:staff-area';

/**
 * Which area of the staff desk a controller or route belongs to; the roles that may use each area are
 * STAFF_AREAS (shared with the staff pages' navigation). A guarded route without one is the owner's only.
 */
export const StaffAreaOf = (area: StaffArea) => SetMetadata(STAFF_AREA_KEY, area);
