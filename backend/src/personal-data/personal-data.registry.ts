import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditWrite } from '../audit/admin-audit.service';

/**
 * One module's personal data, for a visitor's access and erasure requests. A module that stores
 * anything about an e-mail address registers one of these (PersonalDataRegistry.register, e.g. in
 * its onModuleInit), and both requests cover it from then on.
 */
export interface PersonalDataProvider<T = unknown> {
  /** Its key in the access answer and in the erasure's counts, e.g. `leads`, `newsletter`. */
  readonly key: string;
  /** Every record of the address. `email` is trimmed and NFC; match it case-insensitively (lower() on both sides). */
  find(email: string): Promise<T[]>;
  /**
   * Deletes every record of the address (and anything derived from it, such as queue jobs) through
   * `manager`, the erasure's transaction; how many records went.
   */
  erase(email: string, manager: EntityManager): Promise<number>;
}

/** How many records an access answer holds or an erasure deleted, over every store. */
export const recordCount = (records: Record<string, unknown[] | number>): number =>
  Object.values(records).reduce<number>((sum, value) => sum + (Array.isArray(value) ? value.length : value), 0);

@Injectable()
export class PersonalDataRegistry {
  private readonly providers = new Map<string, PersonalDataProvider>();

  constructor(private readonly dataSource: DataSource) {}

  register(provider: PersonalDataProvider): void {
    if (this.providers.has(provider.key)) throw new Error(`A personal-data provider for "${provider.key}" is already registered`);
    this.providers.set(provider.key, provider);
  }

  keys(): string[] {
    return [...this.providers.keys()];
  }

  async find(email: string): Promise<Record<string, unknown[]>> {
    const entries = await Promise.all(
      [...this.providers.values()].map(async (provider) => [provider.key, await provider.find(email)] as const),
    );
    return Object.fromEntries(entries);
  }

  /** Every store in one transaction with the request's audit row: all of it is erased and audited, or nothing is. */
  async erase(email: string, audit: AuditWrite): Promise<Record<string, number>> {
    return this.dataSource.transaction(async (manager) => {
      const deleted: Record<string, number> = {};
      for (const provider of this.providers.values()) deleted[provider.key] = await provider.erase(email, manager);
      await audit(manager, recordCount(deleted));
      return deleted;
    });
  }
}
