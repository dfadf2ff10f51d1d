/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import config from '../../../webpack.config';

describe('webpack configuration', () => {
  const prod = config({}, { mode: 'production' });
  const dev = config({}, { mode: 'development' });

  it('[CONST-01] a lazy chunk may take 120 s to load', () => {
    expect(prod.output?.chunkLoadTimeout).toBe(120_000);
  });

  it('[SHELL-03] the dev server falls back to index.html for history-mode routes', () => {
    expect(dev.devServer?.historyApiFallback).toBe(true);
    expect(prod.output?.publicPath).toBe('/');
  });

  it('hashes production file names for long caching', () => {
    expect(prod.output?.filename).toContain('[contenthash');
    expect(prod.output?.chunkFilename).toContain('[contenthash');
  });

  it('listens on PORT, 8080 by default', () => {
    expect(dev.devServer?.port).toBe(8080);
  });
});

describe('modes', () => {
  const withEnv = (vars: Record<string, string | undefined>, read: () => void) => {
    const saved = { ...process.env };
    for (const [key, value] of Object.entries(vars)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    try {
      read();
    } finally {
      process.env = saved;
    }
  };
  const demoFlag = (c: ReturnType<typeof config>) =>
    (c.plugins ?? [])
      .map((p) => (p as { definitions?: Record<string, string> }).definitions?.__DEMO__)
      .find(Boolean);

  it('npm start without API_BASE runs the demo backend', () => {
    withEnv({ API_BASE: undefined, PORT: undefined }, () => {
      const dev = config({}, { mode: 'development' });
      expect(demoFlag(dev)).toBe('true');
      expect(dev.devServer?.proxy).toEqual([]);
    });
  });

  it('API_BASE turns the mocks off and proxies /api to that host; PORT moves the server', () => {
    withEnv({ API_BASE: 'https://platform.example.com', PORT: '3000' }, () => {
      const dev = config({}, { mode: 'development' });
      expect(demoFlag(dev)).toBe('false');
      expect(dev.devServer?.proxy).toEqual([
        expect.objectContaining({ context: ['/api'], target: 'https://platform.example.com' }),
      ]);
      expect(dev.devServer?.port).toBe(3000);
    });
  });

  it('npm start (DEMO_SERVER) proxies the API, the demo files and the live channels to the shared demo server', () => {
    withEnv({ API_BASE: 'http://127.0.0.1:8090', DEMO_SERVER: '1' }, () => {
      const dev = config({}, { mode: 'development' });
      expect(demoFlag(dev)).toBe('false');
      expect(dev.devServer?.proxy).toEqual([
        expect.objectContaining({ context: ['/api', '/demo-files'], target: 'http://127.0.0.1:8090' }),
        expect.objectContaining({ context: ['/push'], target: 'http://127.0.0.1:8090', ws: true }),
      ]);
    });
  });

  it('a production build carries the demo backend only with DEMO=1', () => {
    withEnv({ DEMO: undefined }, () => expect(demoFlag(config({}, { mode: 'production' }))).toBe('false'));
    withEnv({ DEMO: '1' }, () => expect(demoFlag(config({}, { mode: 'production' }))).toBe('true'));
  });
});

describe('antd imports swapped off the login page', () => {
  // After an antd upgrade these files may import differently: the swap would then silently stop applying.
  const read = (file: string) => readFileSync(path.join(__dirname, '../../../node_modules', file), 'utf8');

  it.each([
    ['antd/es/button/style/token.js', "from '../../color-picker/components/ColorPresets'"],
    ['antd/es/color-picker/color.js', "from '@rc-component/color-picker'"],
    ['antd/es/form/context.js', "from '@rc-component/form'"],
    ['antd/es/config-provider/index.js', "from '../tooltip/UniqueProvider'"],
  ])('%s still imports what the build swaps (%s)', (file, request) => {
    expect(read(file)).toContain(request);
  });

  it('the stand-ins take the same modules the real ones export from', () => {
    expect(read('@rc-component/color-picker/es/color.js')).toContain('export class Color');
    expect(read('@rc-component/form/es/FormContext.js')).toContain('export { FormProvider }');
  });
});
