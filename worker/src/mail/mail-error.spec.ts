import { UnrecoverableError } from 'bullmq';
import { captureLogs } from '../test-support/log-capture';
import { SmtpTestServer } from '../test-support/smtp-test-server';
import { describeMailError, storableMailFailure } from './mail-error';
import { createMailTransport } from './mail-transport';

describe('describeMailError', () => {
  it.each([
    [{ command: 'RCPT TO', responseCode: 550, code: 'EENVELOPE', message: '550 <sanne@example.nl>: no such user' }, 'RCPT TO 550'],
    [{ command: 'DATA', responseCode: 552, code: 'EMESSAGE', message: '552 mail about Sanne de Vries refused' }, 'DATA 552'],
    [
      { command: 'CONN', code: 'ESOCKET', originalCode: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:1025' },
      'CONN ECONNREFUSED',
    ],
    [{ command: 'CONN', code: 'ETIMEDOUT', message: 'Connection timeout' }, 'CONN ETIMEDOUT'],
    [Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }), 'ETIMEDOUT'],
    [new TypeError('lead Sanne <sanne@example.nl> broke the template'), 'TypeError'],
    [{ command: 'RCPT TO\r\nX-Injected: yes', responseCode: 5500, code: 'lower case' }, 'Error'],
    ['a plain string', 'Error'],
    [null, 'Error'],
  ])('keeps only the command and the code of %j', (error, described) => {
    expect(describeMailError(error)).toBe(described);
  });

  it('names a refused connection as nodemailer reports it: CONN ECONNREFUSED', async () => {
    const smtp = await SmtpTestServer.start();
    const url = smtp.url;
    await smtp.close();
    const transport = createMailTransport(url, captureLogs().logger);
    try {
      const failure = await transport
        .sendMail({ from: 'a@rebound.test', to: 'b@rebound.test', text: 'x' })
        .catch((error: unknown) => error);
      expect(describeMailError(failure)).toBe('CONN ECONNREFUSED');
    } finally {
      transport.close();
    }
  });
});

describe('storableMailFailure', () => {
  it('holds the description only, in its message and its stack', () => {
    const failure = storableMailFailure(
      Object.assign(new Error('550 <sanne@example.nl>: no such user'), { command: 'RCPT TO', responseCode: 550 }),
    );
    expect([failure.name, failure.message]).toEqual(['MailSendError', 'RCPT TO 550']);
    expect(failure.stack).not.toContain('sanne');
  });

  it('keeps a refusal of a malformed job as it is, so it is not retried', () => {
    const refusal = new UnrecoverableError('job data has no valid leadId (got "x")');
    expect(storableMailFailure(refusal)).toBe(refusal);
  });
});
