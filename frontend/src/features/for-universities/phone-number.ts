/** Dutch area codes of two digits (the rest, outside mobile numbers, have three). */
const TWO_DIGIT_AREA_CODES = new Set([
  '10',
  '13',
  '15',
  '20',
  '23',
  '24',
  '26',
  '30',
  '33',
  '35',
  '36',
  '38',
  '40',
  '43',
  '45',
  '46',
  '50',
  '53',
  '55',
  '58',
  '70',
  '71',
  '72',
  '73',
  '74',
  '75',
  '76',
  '77',
  '78',
  '79',
]);

/**
 * Writes an international phone number the way people read it aloud: `+31402001234` → `+31 40 200 1234`.
 * Dutch numbers are grouped by area code; any other number is returned as it is.
 */
export function formatPhoneNumber(international: string): string {
  const dutch = /^\+31(\d{9})$/.exec(international);
  if (!dutch) return international;
  const national = dutch[1];
  if (national.startsWith('6')) return `+31 6 ${national.slice(1, 5)} ${national.slice(5)}`;
  const areaLength = TWO_DIGIT_AREA_CODES.has(national.slice(0, 2)) ? 2 : 3;
  const area = national.slice(0, areaLength);
  const subscriber = national.slice(areaLength);
  return `+31 ${area} ${subscriber.slice(0, subscriber.length - 4)} ${subscriber.slice(-4)}`;
}
