import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Environment } from '@rebound/shared/node';
import { createApp } from '../app.factory';
import { testEnvironment } from './test-environment';

export interface TestApp {
  app: NestExpressApplication;
  server: Server;
  environment: Environment;
}

/** The real backend (createApp, as main.ts builds it) on the test database and Redis, ready for supertest. */
export async function startTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const environment = testEnvironment(overrides);
  const app = await createApp(environment);
  await app.init();
  return { app, server: app.getHttpServer() as Server, environment };
}
