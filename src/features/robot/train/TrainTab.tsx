import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Input, Space, Spin, Switch, Tag, Timeline, Typography } from 'antd';
import { AudioOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ScriptItem } from '../dialogue.slice';
import type { CustomerInput } from '@/domain/robot/engine';
import { TrainCases } from './TrainCases';
import { TrainFlow } from './TrainFlow';
import { TurnInfo } from './TurnInfo';
import { sessionRespond, startSession, type Session } from './session';
import { speakTurn } from './speak';
import styles from './train.styles';
import { useSpeechInput } from './use-speech-input';
import { useTrainScript } from './use-train-script';

const SPEECH_LANG = 'zh-CN';

/**
 * ROUTES-ROBOT-07: training. The author plays the customer (typing, or the microphone where the browser
 * recognises speech); the robot answers as the script would on a call — the dialogue engine in the browser,
 * on the script as saved — and each turn shows what matched, where the robot is (on the flow too) and the points.
 */
export function TrainTab({ script: item }: { script: ScriptItem }) {
  const { t } = useTranslation('robot');
  const { script, scenes, loading } = useTrainScript(item.id);
  const [session, setSession] = useState<Session | null>(null);
  const [text, setText] = useState('');
  const [voice, setVoice] = useState(true);
  const stopSpeaking = useRef<() => void>(() => undefined);
  const chatLog = useRef<HTMLDivElement>(null);

  const say = useCallback(
    (next: Session) => {
      setSession(next);
      stopSpeaking.current();
      const last = next.turns.at(-1);
      if (voice && last) stopSpeaking.current = speakTurn(last, SPEECH_LANG);
    },
    [voice],
  );

  // a new version of the script (flow, KB or points saved elsewhere) starts the conversation again
  useEffect(() => {
    if (script) say(startSession(script));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new script restarts, not the voice switch
  }, [script]);
  useEffect(() => () => stopSpeaking.current(), []);
  // The newest line in view once the author has answered; only the log scrolls, not the page around it. The
  // opening line is at the log's top already: scrolling for it laid the screen out in the middle of drawing it
  // (≈120 ms at 4× CPU), to move nothing.
  useEffect(() => {
    const log = chatLog.current;
    if (log && session && session.turns.length > 1) log.scrollTop = log.scrollHeight;
  }, [session]);

  const send = (input: CustomerInput) => {
    if (!script || !session || session.state.ended) return;
    say(sessionRespond(script, session, input));
    setText('');
  };
  const mic = useSpeechInput(
    SPEECH_LANG,
    (heard) => send({ kind: 'speech', text: heard }),
    () => send({ kind: 'unrecognised' }),
  );

  if (loading || !script || !session) return <Spin style={styles.loading} />;
  if (!script.startKey) return <Empty style={styles.loading} description={t('train.noStart')} />;

  const last = session.turns.at(-1)!;
  const ended = session.state.ended;
  return (
    <div style={styles.root}>
      <Card
        size="small"
        style={styles.chat}
        title={
          <Space wrap>
            <span>{t('train.current', { scene: last.sceneName, node: last.nodeName })}</span>
            <Tag color="gold">{t('train.total', { total: last.total, level: last.level })}</Tag>
            {ended && <Tag color="red">{t('train.ended')}</Tag>}
          </Space>
        }
        extra={
          <Space>
            <Switch size="small" checked={voice} onChange={setVoice} aria-label={t('train.voice')} />
            <Typography.Text type="secondary">{t('train.voice')}</Typography.Text>
          </Space>
        }
      >
        <div ref={chatLog} role="log" aria-label={t('train.chat')} style={styles.lines}>
          {session.lines.map((line) =>
            line.who === 'robot' ? (
              <div key={line.id} style={styles.robot}>
                <Typography.Text type="secondary">{t('train.robot')}</Typography.Text>
                <div style={styles.robotBubble}>{line.text || t('train.silentRobot')}</div>
                {line.turn && <TurnInfo turn={line.turn} />}
              </div>
            ) : (
              <div key={line.id} style={styles.customer}>
                <Typography.Text type="secondary">{t('train.customer')}</Typography.Text>
                <div style={styles.customerBubble}>
                  {line.kind && <Tag>{t(`train.inputs.${line.kind}`)}</Tag>}
                  {line.text}
                </div>
              </div>
            ),
          )}
        </div>
        {ended && <Alert type="info" showIcon title={t('train.endedHint')} style={styles.ended} />}
        <Space.Compact style={styles.input}>
          <Input
            aria-label={t('train.say')}
            placeholder={t('train.sayPlaceholder')}
            value={text}
            maxLength={200}
            disabled={ended}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => text.trim() && send({ kind: 'speech', text })}
          />
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={ended || !text.trim()}
            onClick={() => send({ kind: 'speech', text })}
          >
            {t('train.send')}
          </Button>
        </Space.Compact>
        <Space wrap style={styles.actions}>
          {mic.supported && (
            <Button
              icon={<AudioOutlined />}
              disabled={ended}
              danger={mic.listening}
              onClick={mic.listening ? mic.stop : mic.listen}
            >
              {mic.listening ? t('train.listening') : t('train.mic')}
            </Button>
          )}
          <Button disabled={ended} onClick={() => send({ kind: 'silence' })}>
            {t('train.silence')}
          </Button>
          <Button disabled={ended || !text.trim()} onClick={() => send({ kind: 'interrupt', text })}>
            {t('train.interrupt')}
          </Button>
          <Button disabled={ended} onClick={() => send({ kind: 'unrecognised' })}>
            {t('train.unrecognised')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => say(startSession(script))}>
            {t('train.restart')}
          </Button>
        </Space>
      </Card>
      <div style={styles.side}>
        <TrainFlow script={script} scenes={scenes} nodeKey={session.state.nodeKey} />
        <Card size="small" title={t('train.path')}>
          <Timeline
            items={session.state.path.map((key, i) => {
              const at = script.nodes.get(key);
              return {
                key: `${i}-${key}`,
                color: i === session.state.path.length - 1 ? 'green' : 'gray',
                content: t('train.at', { scene: at?.scene.name ?? '', node: at?.node.text ?? key }),
              };
            })}
          />
        </Card>
        <TrainCases scriptId={item.id} script={script} session={session} />
      </div>
    </div>
  );
}
