import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A visitor's registration of interest (table `interest_leads`). */
@Entity({ name: 'interest_leads' })
// Newest first by (created_at DESC, id DESC): the desk's keyset (the direction lives in the migration).
@Index('interest_leads_created_at_id_idx', ['createdAt', 'id'])
// Lets the backend's sweep find leads still waiting for their staff mail without scanning the table.
@Index('interest_leads_unnotified_idx', ['createdAt'], { where: '"notified_at" IS NULL' })
// Expression indexes TypeORM cannot describe, made by migration 1763762760000: leave them alone.
@Index('interest_leads_email_lower_idx', { synchronize: false })
@Index('interest_leads_search_idx', { synchronize: false })
@Index('interest_leads_idempotency_key_idx', ['idempotencyKey'], { unique: true })
export class InterestLead {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Set by the worker once the staff mail was accepted by the mail server. */
  @Column({ name: 'notified_at', type: 'timestamptz', nullable: true })
  notifiedAt!: Date | null;

  /** Sending attempts made so far (each try of the job, fast retries and slow ones). */
  @Column({ name: 'notify_attempts', type: 'integer', default: 0 })
  notifyAttempts!: number;

  /** The last failure as SMTP command and reply code (e.g. `RCPT TO 550`), never the lead's contents. */
  @Column({ name: 'notify_last_error', type: 'text', nullable: true })
  notifyLastError!: string | null;

  /** When the fast retries ran out; cleared when staff send it again. */
  @Column({ name: 'notify_failed_at', type: 'timestamptz', nullable: true })
  notifyFailedAt!: Date | null;

  /** The client's Idempotency-Key header, when it sent one: the same submission is stored once. */
  @Column({ name: 'idempotency_key', type: 'text', nullable: true })
  idempotencyKey!: string | null;
}
