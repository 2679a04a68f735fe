import { type Environment, EnvironmentError, loadEnvironment } from '@rebound/shared/node';

/**
 * The backend's environment, or exit 1 after printing which variables are wrong (production without
 * ADMIN_PASSWORD / SESSION_SECRET among them): a clear line instead of a stack trace.
 */
export function loadEnvironmentOrExit(
  source: NodeJS.ProcessEnv = process.env,
  exit: (code: number) => never = process.exit,
  printError: (message: string) => void = console.error,
): Environment {
  try {
    return loadEnvironment(source, { requireSecrets: true });
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    printError(error.message);
    return exit(1);
  }
}
