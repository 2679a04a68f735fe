import { Injectable } from '@nestjs/common';

/**
 * One module's personal data, for a visitor's access and erasure requests. A module that stores
 * anything about an e-mail address registers one of these (PersonalDataRegistry.register, e.g. in
 * its onModuleInit), and both requests cover it from then on.
 */
export interface PersonalDataProvider<T = unknown> {
  /** Its key in GET /api/personal-data's answer and in DELETE's counts, e.g. `leads`, `newsletter`. */
  readonly key: string;
  /** Every record of the address. `email` is trimmed and NFC; match it case-insensitively (lower() on both sides). */
  find(email: string): Promise<T[]>;
  /** Deletes every record of the address (and anything derived from it, such as queue jobs); how many records went. */
  erase(email: string): Promise<number>;
}

@Injectable()
export class PersonalDataRegistry {
  private readonly providers = new Map<string, PersonalDataProvider>();

  register(provider: PersonalDataProvider): void {
    if (this.providers.has(provider.key)) throw new Error(`A personal-data provider for "${provider.key}" is already registered`);
    this.providers.set(provider.key, provider);
  }

  keys(): string[] {
    return [...this.providers.keys()];
  }

  async find(email: string): Promise<Record<string, unknown[]>> {
    const entries = await Promise.all([...this.providers.values()].map(async (provider) => [provider.key, await provider.find(email)] as const));
    return Object.fromEntries(entries);
  }

  /** One store after the other, so a failure leaves a clear picture of what went (the request can simply be repeated). */
  async erase(email: string): Promise<Record<string, number>> {
    const deleted: Record<string, number> = {};
    for (const provider of this.providers.values()) deleted[provider.key] = await provider.erase(email);
    return deleted;
  }
}
