// Tests only: lets a child `node -r <this file> src/main.ts` run the worker's TypeScript sources as Jest does
// (swc, decorators, the shared core read from backend/src), so a spec can signal a real worker process.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const sharedCoreSource = path.resolve(__dirname, '../../../backend/src/shared/index.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveSharedCoreToSource(request, ...rest) {
  return resolveFilename.call(this, request === '@rebound/backend/shared' ? sharedCoreSource : request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
