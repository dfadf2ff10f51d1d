import type {
  CallStateMessage,
  DialPlateMessage,
  ImMessage,
  RepositoryEntry,
  SpeakStatus,
  SpeechStage,
} from '@/api/socket-messages';

/** Builders of dial-plate messages (scenes 2 to 8) for the assistant window's tests. */
export const callState = (
  uuid: string,
  status: CallStateMessage['data']['status'],
  phone = '13800138000',
): DialPlateMessage => ({ scene: 2, uuid, data: { status, phone } });

export const STAGES: SpeechStage[] = [
  {
    id: 1,
    name: '开场',
    speech_nodes: [
      {
        id: 11,
        name: '开场白',
        content: '您好，我是安心的客服小王。',
        speech_node_branches: [
          { id: 1, speech_branch: { name: '肯定' }, next_speech_node: { id: 12, content: '产品介绍的话术' } },
          { id: 2, speech_branch: { name: '拒绝' }, next_speech_node: null },
        ],
      },
      { id: 12, name: '产品介绍', content: '产品介绍的话术', t_sc_s_id: 0, speech_node_branches: [] },
      { id: 13, name: '子流程节点', content: '不该出现', t_sc_s_id: 7, speech_node_branches: [] },
    ],
  },
  {
    id: 2,
    name: '收尾',
    speech_nodes: [
      { id: 21, name: '邀约', content: '稍后顾问加您微信。', t_sc_s_id: null, speech_node_branches: [] },
    ],
  },
];

export const scriptBasics = (uuid: string, stages: SpeechStage[] = STAGES): DialPlateMessage => ({
  scene: 3,
  uuid,
  data: {
    speech_id: 1,
    speech_name: '信用卡分期推广',
    customer: { name: '杭州云帆科技有限公司', contact_name: '李明', contact_phone: '13912345678' },
    tags: [{ id: 1, name: '高意向' }],
    speech_stages: stages,
  },
});

export const chatLine = (
  uuid: string,
  asr_text: string,
  is_aleg: ImMessage['is_aleg'],
): DialPlateMessage => ({
  scene: 4,
  uuid,
  data: { asr_text, is_aleg },
});

export const nodeMatch = (uuid: string, speech_node_id: number): DialPlateMessage => ({
  scene: 5,
  uuid,
  data: { speech_node_id },
});

export const repositoryEntry = (id: number, name = `问题${id}`): RepositoryEntry => ({
  id,
  name,
  content: [{ title: `${name}？`, content: `${name}的回答` }],
});

export const repositoryMatch = (uuid: string, entry: RepositoryEntry): DialPlateMessage => ({
  scene: 6,
  uuid,
  data: entry,
});

export const customerTag = (uuid: string, id: number, name: string): DialPlateMessage => ({
  scene: 7,
  uuid,
  data: { id, name },
});

export const speakStatus = (uuid: string, data: SpeakStatus): DialPlateMessage => ({ scene: 8, uuid, data });
