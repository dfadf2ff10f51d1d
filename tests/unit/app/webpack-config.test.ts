/**
 * @jest-environment node
 */
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
