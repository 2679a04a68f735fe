import { Readable } from 'node:stream';
import { LEAD_CSV_COLUMNS, type LeadDetailDto, type LeadExportFormat } from '@rebound/shared';
import { csvFile, type DownloadFile } from '../common/streamed-download';

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

/** The text of one JSON array of the leads, a lead a line. */
function jsonArray(batches: AsyncIterable<LeadDetailDto[]>): Readable {
  return Readable.from(
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
  );
}

export function exportFileName(format: LeadExportFormat, now = new Date()): string {
  return `rebound-leads-${now.toISOString().slice(0, 10)}.${format}`;
}

/** The leads' download in the format asked for: CSV (the staff's spreadsheet) or JSON. */
export function leadExportFile(format: LeadExportFormat): DownloadFile<LeadDetailDto> {
  if (format === 'csv') return csvFile(exportFileName('csv'), LEAD_CSV_COLUMNS, csvRecord);
  return { fileName: exportFileName('json'), contentType: 'application/json; charset=utf-8', stages: (batches) => [jsonArray(batches)] };
}
