import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Environment } from '@rebound/shared/node';
import type { SendMailOptions, SentMessageInfo } from 'nodemailer';
import type { Logger } from './logger';
import { createMailTransport, type MailTransport } from './mail/mail-transport';
import { WORKER_LOGGER } from './worker-options';

/** The one mail transport (SMTP_URL, or the log) every consumer sends through; closed on shutdown. */
@Injectable()
export class WorkerMail implements MailTransport, OnApplicationShutdown {
  private readonly transport: MailTransport;

  constructor(environment: Environment, @Inject(WORKER_LOGGER) logger: Logger) {
    this.transport = createMailTransport(environment.SMTP_URL, logger);
  }

  sendMail(mail: SendMailOptions): Promise<SentMessageInfo> {
    return this.transport.sendMail(mail);
  }

  close(): void {
    this.transport.close();
  }

  onApplicationShutdown(): void {
    this.close();
  }
}
