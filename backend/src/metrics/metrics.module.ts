import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BackendMetricsService } from './backend-metrics.service';

@Global()
@Module({
  imports: [AuthModule],
  providers: [BackendMetricsService],
  exports: [BackendMetricsService],
})
export class MetricsModule {}
