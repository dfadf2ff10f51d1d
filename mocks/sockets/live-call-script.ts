import type { DialPlateMessage, ImMessage, SpeakStatus } from '../../src/api/socket-messages';
import { sceneTables, scriptTable } from '../db/flows';
import { library } from '../db/assistant-library';
import { repositoryPages, stagesOf, type WalkNode } from './live-call-stages';

export interface LiveCallOptions {
  uuid: string;
  /** The customer's number: the call's phone and the contact phone. */
  phone: string;
  customerName?: string;
  contactName?: string;
}

export interface TimedMessage {
  /** Milliseconds after the call was answered. */
  at: number;
  message: DialPlateMessage;
}

/** What a customer says to move the script on, per node name (the seeded story), else in general. */
const REPLIES: Record<string, string[]> = {
  开场白: ['对，我是，你是哪里？', '是我，什么事？'],
  产品介绍: ['首年免费？那你详细说说。', '听起来还行，具体是什么优惠？'],
  需求确认: ['最近确实在考虑这方面的事。', '有一点需要，你先介绍一下吧。'],
  邀约: ['可以，你让顾问加我微信吧。', '行，加微信把资料发我。'],
  异议处理: ['那就好，我就怕有隐藏收费。', '这样的话我可以考虑一下。'],
};
const AGREE = ['嗯，你说。', '好的，你继续。', '可以，了解一下也行。', '行，没问题。'];
/** Off-script turns: what the customer says and how the seat answers. */
const ASIDES: [string, string][] = [
  ['你们是哪家公司的？', '我们是安心公司的，总部在杭州，做这块业务已经十多年了。'],
  ['我现在有点忙，能简单说吗？', '好的，我长话短说，就耽误您一分钟。'],
  ['这个要签合同吗？', '需要的，我们会提供正规的电子合同，条款都写得很清楚。'],
  ['我再考虑考虑吧。', '没问题，我先把资料发给您，您有任何问题随时联系我。'],
  ['你怎么知道我电话的？', '您之前在我们官网留过咨询信息，所以给您回个电话。'],
];
const GOODBYE = '好的，再见。';
/** Profile tags the platform already has on the customer when the call starts (ids apart from the plans' tags). */
const PROFILE_TAGS = [
  { id: 9001, name: '新客户' },
  { id: 9002, name: '一线城市' },
  { id: 9003, name: '关注优惠' },
];

/** A small seeded generator (mulberry32 over an FNV-1a hash), so each uuid always gives the same call. */
function randomOf(seed: string) {
  let h = 0x811c9dc5;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

/** A seeded Fisher–Yates shuffle of a copy of `list`. */
function shuffled<T>(list: readonly T[], next: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const clock = (seconds: number) =>
  [Math.floor(seconds / 3600) % 24, Math.floor(seconds / 60) % 60, Math.floor(seconds) % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');

const NORMAL: SpeakStatus = { speed_status: 1, volume_status: 1, forestall_status: 1, mute_status: 1 };

/**
 * A realistic 65–85 s sales call for the demo dial-plate server, from one of the demo robot scripts (its
 * scenes become the stage tree): the call answered, the script basics, the seat and the customer taking
 * turns node by node, node matches walking the script, two knowledge-base matches on the customer's
 * questions, customer tags, speak-status changes, and the end of the call. The same uuid gives the same
 * call (for the same demo data).
 */
export function buildLiveCall({ uuid, phone, customerName, contactName }: LiveCallOptions): TimedMessage[] {
  const rng = randomOf(uuid);
  const scripts = scriptTable
    .all()
    .map((script) => ({ script, scenes: sceneTables.robot.list((s) => s.sc_id === script.id) }))
    .filter(({ scenes }) => scenes.some((s) => s.nodeDataArray.some((n) => n.nodeType === 'normal')));
  if (scripts.length === 0) throw new Error('the demo data has no robot script with nodes');
  const { script, scenes } = rng.pick(scripts);
  const { stages, nodes, entries } = stagesOf(scenes);
  const pages = repositoryPages(library().entries);
  const tags = library().labels.filter((t) => t.status === 1);
  const tagNamed = (name: string) => tags.find((t) => t.name === name);

  // The natural timeline first (ms after answer); scaled to the call's length at the end.
  const out: TimedMessage[] = [];
  let at = 0;
  const emit = (message: DialPlateMessage, after = 0) => {
    at += after;
    out.push({ at, message });
  };
  const say = (is_aleg: ImMessage['is_aleg'], asr_text: string) =>
    // the recognised text arrives when the utterance ends: about 0.2 s per character
    emit({ scene: 4, uuid, data: { asr_text, is_aleg } }, 400 + asr_text.length * 200 + rng.int(0, 600));

  emit({ scene: 2, uuid, data: { status: 'talking', phone } });
  emit(
    {
      scene: 3,
      uuid,
      data: {
        speech_id: script.id,
        speech_name: script.name,
        customer: {
          // a number the CRM does not know has no name: the windows say 未知客户 alike, none invents one
          name: customerName ?? '',
          contact_name: contactName ?? '',
          contact_phone: phone,
        },
        tags: PROFILE_TAGS.slice(rng.int(0, 1), rng.int(2, 3)),
        speech_stages: stages,
      },
    },
    300,
  );
  emit({ scene: 8, uuid, data: NORMAL }, 200);

  // Stage by stage from each entry along the 肯定 answers; a script said once is not said again (the
  // seeded scenes share their opening nodes).
  const walk: WalkNode[] = [];
  const said = new Set<string>();
  for (const entry of entries) {
    let node = nodes.get(entry);
    const seen = new Set<number>();
    while (node && !seen.has(node.node.id) && !node.node.t_sc_s_id) {
      seen.add(node.node.id);
      if (!said.has(node.node.content)) walk.push(node);
      said.add(node.node.content);
      const onward = node.next.get('肯定');
      node = onward == null ? undefined : nodes.get(onward);
    }
  }
  // After the opening, the customer alternately asks what the knowledge base answers and chats off script.
  // one page per question (each plan has its own copy of the shared questions)
  const byQuestion = new Map(pages.map((page) => [page.name, page]));
  const questions = shuffled([...byQuestion.values()], rng.next).slice(0, 2);
  const asides = shuffled(ASIDES, rng.next).slice(0, 2);
  const fastAt = rng.int(0, walk.length - 1);
  const priceTag = tagNamed('价格敏感');

  walk.forEach((step, i) => {
    emit({ scene: 5, uuid, data: { speech_node_id: step.node.id, speech_stage_id: step.stageId } }, 500);
    if (i === fastAt) emit({ scene: 8, uuid, data: { ...NORMAL, speed_status: 2 } }, 800);
    say('B', step.node.content);
    if (i === fastAt) emit({ scene: 8, uuid, data: NORMAL }, 300);
    say('A', rng.pick(REPLIES[step.node.name] ?? AGREE));
    const question = i > 0 && i % 2 === 1 ? questions.shift() : undefined;
    const aside = i > 0 && i % 2 === 0 ? asides.shift() : undefined;
    if (question) {
      say('A', question.name);
      emit({ scene: 6, uuid, data: question }, 300);
      if (priceTag && /价格|优惠|多少钱|贵/.test(question.name))
        emit({ scene: 7, uuid, data: { id: priceTag.id, name: priceTag.name } }, 200);
      // the seat starts answering over the customer, quietly, then settles
      emit({ scene: 8, uuid, data: { ...NORMAL, forestall_status: 0, volume_status: 0 } }, 600);
      say('B', question.content[0]!.content);
      emit({ scene: 8, uuid, data: NORMAL }, 300);
    }
    if (aside) {
      say('A', aside[0]);
      say('B', aside[1]);
    }
  });

  const interested = tagNamed('高意向');
  if (interested) emit({ scene: 7, uuid, data: { id: interested.id, name: interested.name } }, 400);
  const end = walk.at(-1)?.next.get('肯定');
  say('B', (end != null && nodes.get(end)?.node.content) || '好的，感谢您的接听，祝您生活愉快，再见！');
  say('A', GOODBYE);
  emit({ scene: 2, uuid, data: { status: 'ended', phone } }, 1500);

  // Stretch or squeeze to this call's length; the chat lines' clock times follow.
  const scale = rng.int(65_000, 85_000) / at;
  const startClock = rng.int(9 * 3600, 17 * 3600);
  return out.map(({ at: t, message }) => {
    const scaled = Math.round(t * scale);
    return {
      at: scaled,
      message:
        message.scene === 4
          ? { ...message, data: { ...message.data, time: clock(startClock + scaled / 1000) } }
          : message,
    };
  });
}
