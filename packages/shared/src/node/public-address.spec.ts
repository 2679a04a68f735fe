import { isLocalOrigin } from './public-address';

describe('isLocalOrigin', () => {
  it.each([
    'http://localhost:8080',
    'http://LOCALHOST',
    'http://rebound.localhost:8080',
    'http://127.0.0.1:41234',
    'http://127.8.9.10',
    'http://10.1.2.3:8080',
    'http://172.16.0.1',
    'http://172.31.255.255',
    'http://192.168.1.20:8080',
    'http://169.254.1.1',
    'http://[::1]:8080',
    'http://[fd12:3456::1]',
    'http://[fe80::1]',
  ])('%s is local', (origin) => {
    expect(isLocalOrigin(origin)).toBe(true);
  });

  it.each([
    'https://rebound.example',
    'http://rebound.example:8080',
    'http://localhost.rebound.example',
    'http://172.32.0.1',
    'http://172.15.255.255',
    'http://11.0.0.1',
    'http://192.169.0.1',
    'http://8.8.8.8',
    'http://[2001:db8::1]',
    'not an origin',
  ])('%s is not local', (origin) => {
    expect(isLocalOrigin(origin)).toBe(false);
  });
});
