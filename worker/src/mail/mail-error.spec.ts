import { describeMailError } from './mail-error';

describe('describeMailError', () => {
  it.each([
    [{ command: 'RCPT TO', responseCode: 550, code: 'EENVELOPE', message: '550 <sanne@example.nl>: no such user' }, 'RCPT TO 550 EENVELOPE'],
    [{ command: 'DATA', responseCode: 451, code: 'EMESSAGE', message: 'try again later' }, 'DATA 451 EMESSAGE'],
    [{ command: 'CONN', code: 'ECONNECTION', message: 'connect ECONNREFUSED 127.0.0.1:1025' }, 'CONN ECONNECTION'],
    [Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }), 'ETIMEDOUT'],
    [new TypeError('lead Sanne <sanne@example.nl> broke the template'), 'TypeError'],
    [{ command: 'RCPT TO\r\nX-Injected: yes', responseCode: 5500, code: 'lower case' }, 'Error'],
    ['a plain string', 'Error'],
    [null, 'Error'],
  ])('keeps only command and codes of %j', (error, described) => {
    expect(describeMailError(error)).toBe(described);
  });
});
