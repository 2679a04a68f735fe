import { LEADS } from '../../../app/config/constants';

/** A lead's id as the table shows it: the first LEADS.idPrefixLength characters and an ellipsis. */
export function shortLeadId(id: string): string {
  return id.length > LEADS.idPrefixLength ? `${id.slice(0, LEADS.idPrefixLength)}…` : id;
}
