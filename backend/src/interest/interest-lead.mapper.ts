import type { InterestLeadDto } from '../shared/api-types';
import type { InterestLead } from '../shared/interest-lead.entity';

export function toInterestLeadDto(lead: InterestLead): InterestLeadDto {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    message: lead.message,
    createdAt: lead.createdAt.toISOString(),
    notifiedAt: lead.notifiedAt ? lead.notifiedAt.toISOString() : null,
  };
}
