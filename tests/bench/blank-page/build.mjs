/**
 * Builds the blank page into dist/__bench-blank/ with the console's own loader and minifier (production
 * mode), so the static server serves it beside the console. Run after the console's build, which cleans dist/.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const BLANK_PATH = '/__bench-blank/';

export function buildBlankPage() {
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: { blank: './tests/bench/blank-page/main.tsx' },
    output: {
      path: path.join(root, 'dist', BLANK_PATH),
      filename: '[name].[contenthash:8].js',
      publicPath: BLANK_PATH,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        scriptLoading: 'defer',
        templateContent:
          '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8" /><title>blank</title></head><body><div id="root"></div></body></html>',
      }),
    ],
    optimization: {
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: true, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}
