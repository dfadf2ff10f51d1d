/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// ESM-only packages that Jest on Node 20 must compile to CommonJS (see ../shared/TOOLCHAIN.md).
const esmOnly = [
  'lodash-es',
  '@ant-design/colors',
  'rettime',
  'until-async',
  '@open-draft',
  '@faker-js/faker',
  'echarts',
  'zrender',
];

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''], url: 'http://localhost:8080/' },
  roots: ['<rootDir>/tests'],
  testMatch: ['<rootDir>/tests/{unit,integration}/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@mocks/(.*)$': '<rootDir>/mocks/$1',
    '^@tests/(.*)$': '<rootDir>/tests/$1',
    '\\.(mp3|wav|ogg|png|svg)$': '<rootDir>/tests/setup/file-stub.ts',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json'],
  setupFiles: ['<rootDir>/tests/setup/polyfills.ts'],
  setupFilesAfterEnv: [
    '<rootDir>/tests/setup/unique-ids.ts',
    '<rootDir>/tests/setup/antd-styles.ts',
    '<rootDir>/tests/setup/msw.ts',
  ],
  globals: { __DEMO__: true },
  // whole-console renders with antd in jsdom take seconds per step, more on a loaded 2-core machine
  testTimeout: 60000,
  // two cores: two workers keep both busy (the jsdom suites are CPU-bound)
  maxWorkers: 2,
  // a worker keeps what 90 suites of whole-console renders leave behind: one past 1.5 GB after a suite is
  // replaced by a fresh one (a single worker once ran out of its 4 GB heap at suite 186 of 188)
  workerIdleMemoryLimit: '1.5GB',
};
export default config;
