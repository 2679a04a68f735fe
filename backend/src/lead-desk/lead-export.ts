import { Readable, type Transform } from 'node:stream';
import { LEAD_CSV_COLUMNS, type LeadDetailDto, type LeadExportFormat } from '@rebound/shared';
import { csvStream } from '../common/csv-export';

function csvRecord(lead: LeadDetailDto): Record<(typeof LEAD_CSV_COLUMNS)[number], string> {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    message: lead.message ?? '',
    created_at: lead.createdAt,
    notified_at: lead.notifiedAt ?? '',
    notification_status: lead.notificationStatus,
  };
}

/** The stages that turn the batches into the file: CSV records and their writer, or the text of one JSON array. */
export function exportStages(format: LeadExportFormat, batches: AsyncIterable<LeadDetailDto[]>): [Readable, ...Transform[]] {
  if (format === 'csv') {
    const records = Readable.from(
      (async function* () {
        for await (const batch of batches) yield* batch.map(csvRecord);
      })(),
    );
    return [records, csvStream(LEAD_CSV_COLUMNS)];
  }
  return [
    Readable.from(
      (async function* () {
        let first = true;
        yield '[';
        for await (const batch of batches) {
          for (const lead of batch) {
            yield `${first ? '' : ','}\n${JSON.stringify(lead)}`;
            first = false;
          }
        }
        yield '\n]\n';
      })(),
    ),
  ];
}

export function exportFileName(format: LeadExportFormat, now = new Date()): string {
  return `rebound-leads-${now.toISOString().slice(0, 10)}.${format}`;
}

export const EXPORT_CONTENT_TYPES: Record<LeadExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};
