import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { PersonalDataController } from './personal-data.controller';
import { PersonalDataRegistry } from './personal-data.registry';

/** The registry every module with personal data registers its provider in (global, so any module can inject it). */
@Global()
@Module({
  imports: [AuthModule],
  controllers: [PersonalDataController],
  providers: [PersonalDataRegistry],
  exports: [PersonalDataRegistry],
})
export class PersonalDataModule {}
