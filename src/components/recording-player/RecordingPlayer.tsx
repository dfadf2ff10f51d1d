import {
  CaretRightOutlined,
  DownloadOutlined,
  FastBackwardOutlined,
  FastForwardOutlined,
  PauseOutlined,
} from '@ant-design/icons';
import { Button, Select, Space, Tooltip, Typography } from 'antd';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/api/file';
import { formatShortClock as formatTime } from '@/lib/time-format';
import type { RecordingMark, RecordingPlayerHandle } from './types';
import { attachWaveform } from './waveform';
import styles from './recording-player.styles';

export interface RecordingPlayerProps {
  src: string;
  /** Known before the audio's own metadata arrives (the call's duration): places the marks at once. */
  duration?: number;
  downloadName?: string;
  marks?: RecordingMark[];
  onTime?(seconds: number): void;
  onMarkClick?(id: string): void;
  ref?: Ref<RecordingPlayerHandle>;
}

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2];
const SKIP_SECONDS = 10;

/** A call recording: waveform, play/pause, seek, ±10 s, speed, download, and marks that seek when clicked. */
export function RecordingPlayer({
  src,
  duration,
  downloadName,
  marks,
  onTime,
  onMarkClick,
  ref,
}: RecordingPlayerProps) {
  const { t } = useTranslation('recording');
  const audio = useRef<HTMLAudioElement>(null);
  const wave = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [length, setLength] = useState(duration ?? 0);
  const [speed, setSpeed] = useState(1);
  const [failed, setFailed] = useState(false);

  const seekTo = (seconds: number) => {
    const el = audio.current;
    if (!el) return;
    const end = Number.isFinite(el.duration) && el.duration > 0 ? el.duration : length;
    const to = Math.max(0, end ? Math.min(end, seconds) : seconds);
    el.currentTime = to;
    setTime(to);
    onTime?.(to);
  };
  const play = () => {
    // a browser may refuse (no user gesture yet, or no media support): the button simply stays on "play"
    audio.current?.play()?.catch(() => setPlaying(false));
  };
  const pause = () => audio.current?.pause();

  useImperativeHandle(ref, () => ({ seekTo, play, pause }));

  useEffect(() => {
    setFailed(false);
    setTime(0);
    const el = audio.current;
    const container = wave.current;
    if (!el || !container) return undefined;
    let detach: (() => void) | undefined;
    let gone = false;
    attachWaveform(container, el, src)
      .then((d) => (gone ? d() : (detach = d)))
      .catch(() => undefined);
    return () => {
      gone = true;
      detach?.();
    };
  }, [src]);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed]);

  const known = length > 0;
  return (
    <div style={styles.player} data-testid="recording-player">
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onLoadedMetadata={(e) => {
          const d = e.currentTarget.duration;
          if (Number.isFinite(d) && d > 0) setLength(d);
        }}
        onTimeUpdate={(e) => {
          setTime(e.currentTarget.currentTime);
          onTime?.(e.currentTarget.currentTime);
        }}
        onError={() => setFailed(true)}
      />
      <div style={styles.wave} ref={wave} />
      <div
        style={styles.track}
        role="slider"
        tabIndex={0}
        aria-label={t('position')}
        aria-valuemin={0}
        aria-valuemax={Math.round(length)}
        aria-valuenow={Math.round(time)}
        aria-valuetext={`${formatTime(time)} / ${formatTime(length)}`}
        onClick={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          if (known && box.width > 0) seekTo(((e.clientX - box.left) / box.width) * length);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') seekTo(time - 5);
          if (e.key === 'ArrowRight') seekTo(time + 5);
        }}
      >
        <div style={{ ...styles.progress, width: known ? `${(time / length) * 100}%` : 0 }} />
      </div>
      {known && marks?.length ? (
        <div style={styles.marks} aria-label={t('marks')} role="group">
          {marks.map((m) => (
            <Tooltip key={m.id} title={m.label}>
              <button
                type="button"
                aria-label={t('markAt', { label: m.label ?? '', time: formatTime(m.start) })}
                style={{
                  ...styles.mark,
                  left: `${(m.start / length) * 100}%`,
                  width: `max(4px, ${((m.end - m.start) / length) * 100}%)`,
                  background: m.color ?? styles.mark.background,
                }}
                onClick={() => {
                  seekTo(m.start);
                  onMarkClick?.(m.id);
                }}
              />
            </Tooltip>
          ))}
        </div>
      ) : null}
      <Space wrap size="small" style={styles.controls}>
        <Button
          size="small"
          icon={<FastBackwardOutlined />}
          aria-label={t('back', { n: SKIP_SECONDS })}
          onClick={() => seekTo(time - SKIP_SECONDS)}
        />
        <Button
          size="small"
          type="primary"
          icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
          aria-label={playing ? t('pause') : t('play')}
          onClick={playing ? pause : play}
          disabled={failed}
        />
        <Button
          size="small"
          icon={<FastForwardOutlined />}
          aria-label={t('forward', { n: SKIP_SECONDS })}
          onClick={() => seekTo(time + SKIP_SECONDS)}
        />
        <Typography.Text style={styles.time}>
          {formatTime(time)} / {formatTime(length)}
        </Typography.Text>
        <Select
          size="small"
          aria-label={t('speed')}
          value={speed}
          onChange={setSpeed}
          options={SPEEDS.map((s) => ({ value: s, label: t('speedValue', { n: s }) }))}
          style={{ width: 84 }}
        />
        <Button
          size="small"
          icon={<DownloadOutlined />}
          onClick={() => void saveFile(src, downloadName ?? src.split('/').pop() ?? 'recording.wav')}
        >
          {t('download')}
        </Button>
        {failed ? <Typography.Text type="danger">{t('failed')}</Typography.Text> : null}
      </Space>
    </div>
  );
}
