import { isIP } from 'node:net';

/** IPv4 ranges no one outside this machine or its private network can reach: "this host", RFC 1918, loopback, link-local. */
const PRIVATE_IPV4_RANGES: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
];

const ipv4Value = (address: string): number => address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);

function isPrivateIpv4(address: string): boolean {
  const value = ipv4Value(address);
  return PRIVATE_IPV4_RANGES.some(
    ([base, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(ipv4Value(base) / 2 ** (32 - bits)),
  );
}

/** Loopback (::1), unique local (fc00::/7) and link-local (fe80::/10) IPv6 addresses. */
function isPrivateIpv6(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '::') return true;
  return /^f[cd][0-9a-f]{0,2}:/.test(lower) || /^fe[89ab][0-9a-f]?:/.test(lower);
}

/**
 * True when the site's public origin can only be reached from this machine or its private network
 * (localhost, *.localhost, a loopback or private IP literal): a local try, where development
 * settings are harmless. Any other name may be reachable from the internet.
 */
export function isLocalOrigin(origin: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return isPrivateIpv4(bare);
  if (isIP(bare) === 6) return isPrivateIpv6(bare);
  return false;
}
