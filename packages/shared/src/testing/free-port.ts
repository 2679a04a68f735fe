import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

// A port picked here is handed to a child process, which binds it a moment later. Linux gives every
// port-0 listener and every outgoing connection a port from its ephemeral range (32768-60999 by default),
// so a port picked inside that range can be taken in that moment by any process on the machine (a CI run
// once lost its worker that way to another test suite). Picking just below the range leaves only other
// pickers like this one to race with: one chance in ten thousand per port.
const SPAN = 10_000;

function ephemeralRangeStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(start) && start > 1024 + SPAN) return start;
  } catch {
    // not Linux: the IANA range starts at 49152
  }
  return 49_152;
}

function canListen(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `count` distinct TCP ports nobody listens on right now, outside the range the OS hands out by itself. */
export async function freePorts(count: number): Promise<number[]> {
  const last = ephemeralRangeStart() - 1;
  const picked = new Set<number>();
  while (picked.size < count) {
    const port = last - randomInt(SPAN);
    if (!picked.has(port) && (await canListen(port))) picked.add(port);
  }
  return [...picked];
}

/** A TCP port nobody listens on right now (see freePorts). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port;
}
