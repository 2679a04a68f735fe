import babelParser from '@babel/eslint-parser';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// TypeScript 7 has no JavaScript API, so typescript-eslint cannot parse for us: Babel parses TSX instead.
// Type checking stays with `tsc`; this lint guards what tsc cannot: literal UI text, accessibility, hook rules.
export default [
  { ignores: ['dist/**', 'coverage/**'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      parser: babelParser,
      parserOptions: {
        requireConfigFile: false,
        babelOptions: {
          babelrc: false,
          configFile: false,
          parserOpts: { plugins: ['typescript', 'jsx'] },
        },
      },
      globals: { ...globals.browser },
    },
    plugins: { i18next, 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Every visible string goes through i18next: no literal text in JSX, nor in the attributes people read or hear.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['alt', 'title', 'placeholder', 'aria-label', 'aria-description', 'label'] },
          words: { exclude: ['[^\\p{L}]*', '·', '•', '…'] },
        },
      ],
      // The boundary between browser code and the shared package's Node entries is Biome's (biome.jsonc).
    },
  },
  {
    // Tests assert on the texts people see; they may spell them out.
    files: ['src/**/*.spec.{ts,tsx}', 'src/test-support/**'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
];
