import { Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ApiExceptionFilter } from './api-exception.filter';
import { ShutdownLogger } from './shutdown-logger';
import { ApiValidationPipe } from './validation/api-validation.pipe';

/** The API-wide error shape, input validation and shutdown note. */
@Module({
  providers: [
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
    { provide: APP_PIPE, useClass: ApiValidationPipe },
    ShutdownLogger,
  ],
})
export class CommonModule {}
