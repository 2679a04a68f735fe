import { readFileSync } from 'node:fs';
import { freePorts } from './free-port';

describe('freePorts', () => {
  it('picks distinct ports below the range the OS hands out to port-0 listeners and outgoing connections', async () => {
    const [ephemeralStart] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    const ports = await freePorts(20);
    expect(new Set(ports).size).toBe(20);
    for (const port of ports) {
      expect(port).toBeLessThan(ephemeralStart);
      expect(port).toBeGreaterThan(1024);
    }
  });
});
