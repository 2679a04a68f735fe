import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ApiExceptionFilter } from './api-exception.filter';
import { ShutdownDrain } from './shutdown-drain';
import { ShutdownLogger } from './shutdown-logger';
import { ApiValidationPipe } from './validation/api-validation.pipe';

/** The API-wide error shape, input validation, the shutdown drain state and shutdown note. */
@Global()
@Module({
  providers: [
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
    { provide: APP_PIPE, useClass: ApiValidationPipe },
    ShutdownLogger,
    ShutdownDrain,
  ],
  exports: [ShutdownDrain],
})
export class CommonModule {}
