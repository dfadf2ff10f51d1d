import { createRef } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RecordingPlayer, type RecordingPlayerHandle } from '@/components/recording-player';
import { recordingUrl } from '@mocks/kit/recording';
import { renderApp } from '@tests/support/render-app';
// the shell loads the signed-in namespaces; this test renders the player without the shell
import '@/i18n/signed-in';

const src = recordingUrl('call', 42, 120);
const marks = [
  { id: 'h1', start: 30, end: 34, label: '禁语' },
  { id: 'h2', start: 90, end: 95, label: '静音' },
];

const audio = () => screen.getByTestId('recording-player').querySelector('audio')!;
const position = () => screen.getByRole('slider', { name: '播放进度' });

describe('the recording player', () => {
  it('skips ±10 s, never before the start nor past the end, and shows the time', async () => {
    const onTime = jest.fn();
    renderApp(<RecordingPlayer src={src} duration={120} onTime={onTime} />);
    expect(position()).toHaveAttribute('aria-valuetext', '00:00 / 02:00');
    fireEvent.click(screen.getByRole('button', { name: '前进10秒' }));
    fireEvent.click(screen.getByRole('button', { name: '前进10秒' }));
    expect(position()).toHaveAttribute('aria-valuetext', '00:20 / 02:00');
    expect(audio().currentTime).toBe(20);
    expect(onTime).toHaveBeenLastCalledWith(20);
    fireEvent.click(screen.getByRole('button', { name: '后退10秒' }));
    fireEvent.click(screen.getByRole('button', { name: '后退10秒' }));
    fireEvent.click(screen.getByRole('button', { name: '后退10秒' }));
    expect(position()).toHaveAttribute('aria-valuetext', '00:00 / 02:00');
    fireEvent.keyDown(position(), { key: 'ArrowRight' });
    expect(position()).toHaveAttribute('aria-valuenow', '5');
  });

  it('seeks to a mark when it is clicked and says which mark', () => {
    const onMarkClick = jest.fn();
    renderApp(<RecordingPlayer src={src} duration={120} marks={marks} onMarkClick={onMarkClick} />);
    fireEvent.click(screen.getByRole('button', { name: '静音 01:30' }));
    expect(onMarkClick).toHaveBeenCalledWith('h2');
    expect(position()).toHaveAttribute('aria-valuetext', '01:30 / 02:00');
  });

  it('is driven from outside through its handle (a transcript line seeks there)', () => {
    const ref = createRef<RecordingPlayerHandle>();
    renderApp(<RecordingPlayer ref={ref} src={src} duration={120} />);
    act(() => ref.current!.seekTo(500));
    expect(position()).toHaveAttribute('aria-valuetext', '02:00 / 02:00');
  });

  it('plays at the chosen speed', async () => {
    renderApp(<RecordingPlayer src={src} duration={120} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '播放速度' }));
    fireEvent.click(await screen.findByTitle('1.5x'));
    expect(audio().playbackRate).toBe(1.5);
  });

  it('downloads the recording from the file host under its name', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp(<RecordingPlayer src={src} duration={120} downloadName="通话录音.wav" />);
    fireEvent.click(screen.getByRole('button', { name: /下载录音/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('通话录音.wav');
    expect(link.href).toMatch(/^blob:/);
    click.mockRestore();
  });

  it('says so when the recording cannot be loaded, and cannot be played', () => {
    renderApp(<RecordingPlayer src="/demo-files/recordings/call/missing.wav" duration={120} />);
    fireEvent.error(audio());
    expect(screen.getByText('录音加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '播放' })).toBeDisabled();
  });
});
