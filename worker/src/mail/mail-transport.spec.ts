import { captureLogs } from '../test-support/log-capture';
import { SmtpTestServer } from '../test-support/smtp-test-server';
import { createMailTransport } from './mail-transport';

const MAIL = {
  from: 'Rebound <no-reply@rebound.test>',
  to: ['staff-one@rebound.test', 'staff-two@rebound.test'],
  replyTo: 'ana@example.pt',
  subject: 'Novo registo de interesse: Ana Sousa',
  text: 'Nome: Ana Sousa\nMensagem:\nOlá, equipa!',
  html: '<p>Olá, equipa!</p>',
};

describe('createMailTransport', () => {
  it('with an empty SMTP_URL writes the whole mail as one JSON log line', async () => {
    const { logger, lines } = captureLogs();
    const transport = createMailTransport('', logger);

    const sent = await transport.sendMail(MAIL);

    const mailLines = lines.filter((line) => line.mail !== undefined);
    expect(mailLines).toHaveLength(1);
    expect(mailLines[0]).toMatchObject({
      level: 'info',
      service: 'worker',
      mail: {
        from: 'no-reply@rebound.test',
        to: ['staff-one@rebound.test', 'staff-two@rebound.test'],
        replyTo: 'ana@example.pt',
        subject: 'Novo registo de interesse: Ana Sousa',
        text: 'Nome: Ana Sousa\nMensagem:\nOlá, equipa!',
        messageId: sent.messageId,
      },
    });
    expect(lines.some((line) => String(line.msg).includes('SMTP_URL is empty'))).toBe(true);
    transport.close();
  });

  it('with an SMTP_URL delivers through the mail server', async () => {
    const smtp = await SmtpTestServer.start();
    const { logger } = captureLogs();
    const transport = createMailTransport(smtp.url, logger);
    try {
      await transport.sendMail(MAIL);
      expect(smtp.mails).toHaveLength(1);
      const [mail] = smtp.mails;
      expect(mail.recipients).toEqual(MAIL.to);
      expect(mail.envelopeFrom).toBe('no-reply@rebound.test');
      expect(mail.header('subject')).toBe(MAIL.subject);
      expect(mail.header('reply-to')).toBe('ana@example.pt');
      expect(mail.text?.trim()).toBe(MAIL.text);
      expect(mail.html?.trim()).toBe(MAIL.html);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('fails (instead of hanging) when the mail server is not there', async () => {
    const smtp = await SmtpTestServer.start();
    const url = smtp.url;
    await smtp.close();
    const { logger } = captureLogs();
    const transport = createMailTransport(url, logger);
    try {
      await expect(transport.sendMail(MAIL)).rejects.toThrow(/ECONNREFUSED|connect/i);
    } finally {
      transport.close();
    }
  });
});
