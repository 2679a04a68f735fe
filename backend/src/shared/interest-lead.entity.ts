import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A visitor's registration of interest (table `interest_leads`, CONTRACT.md). */
@Entity({ name: 'interest_leads' })
@Index('interest_leads_created_at_idx', ['createdAt'])
// Lets the backend's sweep find leads still waiting for their staff mail without scanning the table.
@Index('interest_leads_unnotified_idx', ['createdAt'], { where: '"notified_at" IS NULL' })
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
}
