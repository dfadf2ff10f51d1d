import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { demoServerSockets, renderRuntimeConfig } from './scripts/runtime-config';

/** Emits config.js beside index.html (the dev server answers it from a middleware instead). */
class RuntimeConfigPlugin {
  constructor(private readonly mock: boolean) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('RuntimeConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RuntimeConfigPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(
            'config.js',
            new webpack.sources.RawSource(renderRuntimeConfig({ mock: this.mock })),
            // Operators edit this file: keep it readable, never minified.
            { minimized: true },
          ),
      );
    });
  }
}

/**
 * Cuts what antd's boot-time code drags onto the login page, and what it does over and over, without changing
 * its answers:
 *  - Button's token code imports ColorPresets for isBright alone, and with it ColorPicker and Collapse;
 *  - antd's colour class imports @rc-component/color-picker's index (the whole picker) for its Color class;
 *  - antd's form context (which Input reads) imports @rc-component/form's index, the whole form engine and its
 *    validator, for FormProvider alone;
 *  - ConfigProvider imports the tooltip's UniqueProvider (and so @rc-component/trigger) for an option the
 *    console does not set: a stand-in loads it only if used;
 *  - rc-table measures its scrollbar by restyling the whole page on every table mount: a stand-in measures once
 *    per scrollbar style (src/lib/antd-slim/scrollbar-size.ts);
 *  - antd/locale/zh_CN is the CommonJS build, which brings the lib/ copies of the locale files beside es/.
 */
const antdSlimming = [
  new webpack.NormalModuleReplacementPlugin(/color-picker[\\/]components[\\/]ColorPresets$/, (resource) => {
    if (/antd[\\/]es[\\/]button[\\/]style$/.test(resource.context))
      resource.request = path.resolve(__dirname, 'src/lib/antd-slim/color-presets.ts');
  }),
  new webpack.NormalModuleReplacementPlugin(/^@rc-component\/color-picker$/, (resource) => {
    if (
      /antd[\\/]es[\\/]color-picker$/.test(resource.context) &&
      /color\.js$/.test(resource.contextInfo.issuer)
    )
      resource.request = '@rc-component/color-picker/es/color';
  }),
  new webpack.NormalModuleReplacementPlugin(/^@rc-component\/form$/, (resource) => {
    if (/antd[\\/]es[\\/]form[\\/]context\.js$/.test(resource.contextInfo.issuer))
      resource.request = '@rc-component/form/es/FormContext';
  }),
  new webpack.NormalModuleReplacementPlugin(/^\.\/getScrollBarSize$/, (resource) => {
    if (/@rc-component[\\/]util[\\/]es$/.test(resource.context))
      resource.request = path.resolve(__dirname, 'src/lib/antd-slim/scrollbar-size.ts');
  }),
  new webpack.NormalModuleReplacementPlugin(/^\.\.\/tooltip\/UniqueProvider$/, (resource) => {
    if (/antd[\\/]es[\\/]config-provider$/.test(resource.context))
      resource.request = path.resolve(__dirname, 'src/lib/antd-slim/TooltipUniqueProvider.tsx');
  }),
];
const antdAliases = { 'antd/locale/zh_CN$': 'antd/es/locale/zh_CN' };

// CONST-01: a lazy page chunk may take this long on a slow line before it counts as failed.
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * antd's own stylesheet, served as a file with its content's hash in the name: the console runs antd in
 * zero-runtime mode (src/app/theme.ts), so components no longer build their styles in the page.
 */
const ANTD_CSS_FILE = require.resolve('antd/dist/antd.css');
const ANTD_CSS = `css/antd.${createHash('sha256').update(readFileSync(ANTD_CSS_FILE)).digest('hex').slice(0, 8)}.css`;

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const prod = (argv.mode ?? 'production') === 'production';
  const apiBase = process.env.API_BASE ?? '';
  // The mock backend is bundled for `npm start` without API_BASE and for `npm run preview` (DEMO=1) only.
  const demo = prod ? process.env.DEMO === '1' : !apiBase;
  const port = Number(process.env.PORT ?? 8080);
  // `npm start`: API_BASE is the shared demo server (mocks/server), which also serves the demo's files and the
  // three live channels: the dev server forwards those too, so the browser talks to one origin
  const demoServer = !prod && !!apiBase && process.env.DEMO_SERVER === '1';

  const devServer: DevServerConfiguration = {
    port,
    // HOST=0.0.0.0 lets phones on the network in (`npm start` allows their origin on the demo server)
    host: process.env.HOST ?? '127.0.0.1',
    historyApiFallback: true,
    hot: true,
    client: { overlay: { errors: true, warnings: false } },
    static: { directory: path.resolve(__dirname, 'public'), serveIndex: false },
    // Connected mode: the browser calls this origin and the dev server forwards /api to the real platform.
    proxy: apiBase
      ? [
          {
            context: demoServer ? ['/api', '/demo-files'] : ['/api'],
            target: apiBase,
            changeOrigin: true,
            secure: true,
            // the demo server names its files on the address the browser used (mocks/server/file-urls.ts)
            xfwd: demoServer,
          },
          ...(demoServer ? [{ context: ['/push'], target: apiBase, ws: true, changeOrigin: true }] : []),
        ]
      : [],
    setupMiddlewares: (middlewares) => [
      {
        name: 'runtime-config',
        path: '/config.js',
        middleware: (
          req: { headers: { host?: string } },
          res: { type: (t: string) => void; send: (b: string) => void },
        ) => {
          res.type('application/javascript');
          const sockets = demoServer
            ? demoServerSockets(`ws://${req.headers.host ?? `localhost:${port}`}`)
            : undefined;
          res.send(renderRuntimeConfig({ mock: demo, sockets }));
        },
      },
      ...middlewares,
    ],
  };

  return {
    mode: prod ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: prod ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: prod ? 'js/[name].[contenthash:8].chunk.js' : 'js/[name].chunk.js',
      publicPath: '/',
      clean: true,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
    },
    devtool: prod ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        '@mocks': path.resolve(__dirname, 'mocks'),
        ...antdAliases,
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        {
          // PDF.js's worker, named by new URL(…, import.meta.url) where a screen opens a PDF: a file of its own,
          // fetched with that screen, never part of a chunk
          test: /pdf\.worker\.min\.mjs$/,
          type: 'asset/resource',
          generator: { filename: 'assets/[name].[contenthash:8][ext]' },
        },
        {
          test: /\.(mp3|wav|ogg|png|svg)$/,
          type: 'asset/resource',
          generator: { filename: 'assets/[name].[contenthash:8][ext]' },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __DEMO__: JSON.stringify(demo) }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        scriptLoading: 'defer',
        templateParameters: { antdCss: `/${ANTD_CSS}` },
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public/favicon.svg' },
          { from: ANTD_CSS_FILE, to: ANTD_CSS },
          ...(demo ? [{ from: 'public/mockServiceWorker.js' }, { from: 'public/demo-worker.js' }] : []),
        ],
      }),
      new RuntimeConfigPlugin(demo),
      ...antdSlimming,
      // a .gz beside each script and stylesheet for a server to send as it is (nginx gzip_static, the
      // preview server); config.js is left out: operators edit it where it is deployed
      ...(prod
        ? [new CompressionPlugin({ test: /\.(js|mjs|css)$/, exclude: /^config\.js$/, threshold: 1024 })]
        : []),
    ],
    optimization: {
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          // shipped minified: minifying its 1.2 MB again only slows the build
          exclude: /pdf\.worker\.min/,
          minimizerOptions: { compress: true, mangle: true },
        }),
      ],
      splitChunks: { chunks: 'all' },
    },
    performance: { hints: false },
    // STATS=1 with --json=file gives the module list of every chunk (bundle analysis).
    stats: process.env.STATS
      ? { all: false, chunks: true, chunkModules: true, modules: false, ids: true }
      : 'errors-warnings',
    devServer,
  };
};
