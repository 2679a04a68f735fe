import { type DynamicModule, Global, Module } from '@nestjs/common';
import { Environment } from '@rebound/shared/node';

/**
 * Makes the validated environment injectable by its class (`constructor(private readonly environment: Environment)`).
 * main.ts validates it first (loadEnvironmentOrExit), so a bad variable stops the process with its name, not a stack trace.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(environment: Environment): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: Environment, useValue: environment }],
      exports: [Environment],
    };
  }
}
