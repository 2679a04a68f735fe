import { Injectable } from '@nestjs/common';
import { type AccountTokenPurpose, hashAccountToken, isAccountTokenShaped, issueAccountToken } from '@rebound/shared/node';
import { DataSource, type EntityManager } from 'typeorm';

/** The links of the first start, invitations and resets (table staff_account_tokens): stored as hashes, each used once. */
@Injectable()
export class AccountTokens {
  constructor(private readonly dataSource: DataSource) {}

  issue(purpose: AccountTokenPurpose, accountId: string | null, manager: EntityManager = this.dataSource.manager): Promise<string> {
    return issueAccountToken((sql, parameters) => manager.query(sql, parameters), purpose, accountId);
  }

  /**
   * Uses the token up inside the caller's transaction: the account it belongs to (null for a setup
   * token), or undefined when it is unknown, used, expired or of another purpose.
   */
  async redeem(manager: EntityManager, purpose: AccountTokenPurpose, token: string): Promise<{ accountId: string | null } | undefined> {
    if (!isAccountTokenShaped(token)) return undefined;
    const [rows] = await manager.query(
      `UPDATE staff_account_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING account_id AS "accountId"`,
      [hashAccountToken(token), purpose],
    );
    return (rows as Array<{ accountId: string | null }>)[0];
  }
}
