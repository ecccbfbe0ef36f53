// `npm run lint` (part of `npm test`). Rules only where they catch real bugs or keep the style
// one; layout is Prettier's job (`npm run format:check`), so no stylistic rules here.
//
// No type-aware rules (no-floating-promises and the like): they need the whole TypeScript
// program, which costs as much as `tsc --noEmit` again and took lint from under a minute to over
// two on a 2-core machine.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  {
    // generated (Payload's types and import map, migrations), build output and local data
    ignores: [
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'migrations/**',
      '.next/**',
      '.next-*/**',
      '.data/**',
      'media/**',
      'bench/results/**',
      'next-env.d.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  // a rule switched off in one place says why, after `--`
  comments.recommended,
  { rules: { '@eslint-community/eslint-comments/require-description': 'error' } },
  {
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  // Node scripts and the modules the server loads before any bundler
  {
    files: ['**/*.{mjs,cjs}', 'scripts/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  // the one browser script served as it is
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
)
