import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';

// Issue 8: "the local start binds backend and worker to 127.0.0.1". The suite's stack is started by
// nginx/start-local.mjs (what `npm start` runs); the kernel's table of listening sockets says on which
// addresses its processes accept connections. Only nginx is for the outside world.

/** The addresses listening on TCP `port` (Linux /proc/net/tcp and tcp6), e.g. ['127.0.0.1'] or ['0.0.0.0', '::']. */
function listeningAddresses(port: number): string[] {
  const addresses: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local) continue; // 0A: LISTEN
      const [hexAddress, hexPort] = local.split(':');
      if (Number.parseInt(hexPort, 16) !== port) continue;
      addresses.push(hexAddress.length === 8 ? ipv4(hexAddress) : ipv6(hexAddress));
    }
  }
  return addresses;
}

// The kernel prints an IPv4 address as one little-endian word, an IPv6 one as four.
const ipv4 = (hex: string) =>
  (hex.match(/../g) ?? [])
    .reverse()
    .map((byte) => Number.parseInt(byte, 16))
    .join('.');
const ipv6 = (hex: string) => {
  const bytes = (hex.match(/.{8}/g) ?? []).flatMap((word) => (word.match(/../g) ?? []).reverse());
  const groups = (bytes.join('').match(/.{4}/g) ?? []).map((group) => Number.parseInt(group, 16).toString(16));
  return groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::');
};

test.skip(process.platform !== 'linux', 'reads the listening sockets from /proc');

test('backend, worker and render server listen on 127.0.0.1 only; nginx is the way in', ({ stack }) => {
  const port = (url: string) => Number(new URL(url).port);
  expect(listeningAddresses(port(stack.backendUrl)), 'backend').toEqual(['127.0.0.1']);
  expect(listeningAddresses(port(stack.workerHealthUrl)), 'worker health').toEqual(['127.0.0.1']);
  expect(listeningAddresses(port(stack.rendererUrl)), 'render server').toEqual(['127.0.0.1']);
  // The operators' ports too: each process's metrics and nginx's status server.
  for (const [name, url] of Object.entries(stack.metricsUrls))
    expect(listeningAddresses(port(url)), `${name} metrics`).toEqual(['127.0.0.1']);
  expect(listeningAddresses(port(stack.nginxStatusUrl)), 'nginx status').toEqual(['127.0.0.1']);
  // The check itself sees a server that listens everywhere: nginx's listen directive has no address.
  expect(listeningAddresses(port(stack.baseUrl)), 'nginx').toEqual(['0.0.0.0']);
});
