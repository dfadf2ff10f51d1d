import { useState } from 'react';
import { App, Button, Space, Table, Tag, Typography, Upload } from 'antd';
import { AudioOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RecordingItem } from '@/api/generated/robot.gen';
import { downloadBlob } from '@/components/data-table';
import { useMutationFeedback } from '@/components/form-dialog';
import { RecordingPlayer } from '@/components/recording-player';
import { RowActions } from '@/components/row-actions';
import {
  useRobotRecordingDeleteMutation,
  scriptArg,
  useRobotRecordingListQuery,
  useRobotRecordingUploadMutation,
} from '../api';
import type { ScriptItem } from '../dialogue.slice';
import { can } from '@/domain/robot/rules';
import { AUDIO_ACCEPT, audioProblem } from '@/domain/audio/audio-file';
import { zipRecordings } from './download-all';
import { RecorderModal } from './RecorderModal';

const NO_LINES: RecordingItem[] = [];
const keyOf = (l: RecordingItem) => `${l.kind}:${l.ref}`;

/**
 * ROUTES-ROBOT-06: every line the robot speaks (node contents, KB answers) with its recording: record in the
 * browser, upload a WAV or MP3 (checked before sending), play, remove, download all as a zip. Editing follows
 * the matrix's edit recording, the zip its download recording.
 */
export function RecordingsTab({ script }: { script: ScriptItem }) {
  const { t } = useTranslation(['robot', 'common']);
  const { message } = App.useApp();
  const feedback = useMutationFeedback();
  const list = useRobotRecordingListQuery(scriptArg(script.id));
  const [upload] = useRobotRecordingUploadMutation();
  const [remove] = useRobotRecordingDeleteMutation();
  const [recordingLine, setRecordingLine] = useState<RecordingItem | null>(null);
  const [zipping, setZipping] = useState(false);
  const lines = list.data?.data ?? NO_LINES;
  const editable = can(script, 'editRecording');
  const downloadable = can(script, 'downloadRecording');
  const recorded = lines.filter((l) => l.recording_url);

  const send = async (line: RecordingItem, file: File) => {
    const problem = await audioProblem(file);
    if (problem) {
      void message.error(t(`record.problems.${problem}`, { name: file.name }));
      return false;
    }
    const r = upload({ body: { sc_id: script.id, kind: line.kind, ref: line.ref, file } });
    return (await feedback(r, { success: t('record.uploaded') })).ok;
  };

  const downloadAll = async () => {
    setZipping(true);
    try {
      downloadBlob(await zipRecordings(recorded), `${script.name}-${t('record.zipName')}.zip`);
    } catch {
      void message.error(t('record.zipFailed'));
    } finally {
      setZipping(false);
    }
  };

  return (
    <div style={{ padding: 16 }}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Text>
          {t('record.summary', { done: recorded.length, total: lines.length })}
        </Typography.Text>
        {downloadable && (
          <Button
            icon={<DownloadOutlined />}
            disabled={!recorded.length}
            loading={zipping}
            onClick={() => void downloadAll()}
          >
            {t('record.downloadAll')}
          </Button>
        )}
      </Space>
      <Table<RecordingItem>
        size="small"
        rowKey={keyOf}
        loading={list.isLoading}
        dataSource={lines}
        locale={{ emptyText: t('common:empty') }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        expandable={{
          rowExpandable: (l) => !!l.recording_url,
          expandedRowRender: (l) => (
            <RecordingPlayer
              src={l.recording_url!}
              downloadName={downloadable ? `${l.name}.wav` : undefined}
            />
          ),
        }}
        columns={[
          {
            title: t('record.kind'),
            dataIndex: 'kind',
            width: 80,
            render: (k: RecordingItem['kind']) => <Tag>{t(`record.kinds.${k}`)}</Tag>,
          },
          { title: t('record.scene'), dataIndex: 'scene_name', width: 90 },
          { title: t('record.name'), dataIndex: 'name', width: 110 },
          // the line's text takes what the others leave (beside the script list at 1280 px, about 70 px)
          { title: t('record.text'), dataIndex: 'text', ellipsis: true },
          {
            title: t('record.state'),
            width: 90,
            render: (_v, l) =>
              l.recording_url ? (
                <Tag color="green">{t('repository.recorded')}</Tag>
              ) : (
                <Tag>{t('repository.notRecorded')}</Tag>
              ),
          },
          {
            title: t('repository.actions'),
            width: 220,
            render: (_v, l) =>
              editable && (
                <Space>
                  <Button
                    size="small"
                    icon={<AudioOutlined />}
                    aria-label={t('record.recordLine', { name: l.name })}
                    onClick={() => setRecordingLine(l)}
                  >
                    {t('record.record')}
                  </Button>
                  <Upload
                    accept={AUDIO_ACCEPT}
                    showUploadList={false}
                    beforeUpload={(file) => {
                      void send(l, file);
                      return Upload.LIST_IGNORE;
                    }}
                  >
                    <Button
                      size="small"
                      icon={<UploadOutlined />}
                      aria-label={t('record.uploadLine', { name: l.name })}
                    >
                      {t('record.upload')}
                    </Button>
                  </Upload>
                  <RowActions
                    row={l.name}
                    actions={[
                      {
                        key: 'delete',
                        label: t('list.delete'),
                        danger: true,
                        hidden: !l.recording_url,
                        confirm: t('common:confirmDelete'),
                        onClick: () =>
                          feedback(remove({ body: { sc_id: script.id, kind: l.kind, ref: l.ref } }), {
                            success: t('common:deleteSuccess'),
                          }),
                      },
                    ]}
                  />
                </Space>
              ),
          },
        ]}
      />
      <RecorderModal
        line={recordingLine}
        onSave={(file) => send(recordingLine!, file)}
        onClose={() => setRecordingLine(null)}
      />
    </div>
  );
}
