import { Injectable, type Provider } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuditWrite } from '../audit/admin-audit.service';
import { AdminSecrets } from '../auth/admin-secrets';
import { noPost } from './post-writes';
import { PreviewTokenSigner } from './preview-token';

/** The signer keyed with SESSION_SECRET: the studio signs links with it, the public preview call checks them. */
export const previewTokenSignerProvider: Provider = {
  provide: PreviewTokenSigner,
  inject: [AdminSecrets],
  useFactory: (secrets: AdminSecrets) => new PreviewTokenSigner(secrets.sessionSecret),
};

/** Hands out preview links of existing posts, each one audited. */
@Injectable()
export class PreviewLinks {
  constructor(
    private readonly dataSource: DataSource,
    private readonly signer: PreviewTokenSigner,
  ) {}

  async create(id: string, audit: AuditWrite): Promise<{ token: string; expiresAt: Date }> {
    return this.dataSource.transaction(async (manager) => {
      const [post] = await manager.query<unknown[]>('SELECT 1 FROM blog_posts WHERE id = $1 FOR SHARE', [id]);
      if (!post) throw noPost();
      await audit(manager, 1);
      return this.signer.sign(id);
    });
  }
}
