import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Environment, loadEnvironment } from '../shared/environment';

/**
 * Makes the validated environment injectable by its class (`constructor(private readonly environment: Environment)`).
 * main.ts validates it before Nest starts, so a bad variable stops the process with its name instead of a stack trace.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(environment: Environment = loadEnvironment(process.env, { requireSecrets: true })): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: Environment, useValue: environment }],
      exports: [Environment],
    };
  }
}
