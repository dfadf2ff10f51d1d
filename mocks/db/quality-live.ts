import { prepareRule, runPrepared, toEngineRule, type Sentence } from '@/domain/quality/engine';
import { buildLiveCall } from '../sockets/live-call-script';
import { runningLiveCalls } from '../sockets';
import { formatTime } from '../kit/time';
import { qualityRuleTable, type QualityRuleRow } from './quality';
import type { HistoryCall } from './call-records-history';
import { board } from './callcenter-board';
import { agentQueues, callIds, transcriptOf } from './quality-calls';
import { staffTable } from './staff';

/**
 * Calls in progress for the live monitor: the calls the agent board shows 通话中 (callcenter-board.ts), so the
 * two screens count the same calls. A demo account's call is heard as its dial plate hears it; a staff member's
 * scheduled call plays the transcript of one of the calls quality inspects, against the clock.
 */
let agentCallIds: number[] | null = null;

export interface LiveHit {
  rule_id: number;
  rule_name: string;
  score: number;
  text: string;
  start_ms: number;
  alarm: boolean;
}

export interface LiveCall {
  id: string;
  staff_id: number;
  staff_name: string;
  queue_id: number | null;
  queue_name: string;
  phone: string;
  started_at: string;
  seconds: number;
  alarm: boolean;
  own: boolean;
  last_text: string;
  hits: LiveHit[];
}

/** Rules that raise an alarm while a call goes on: deducting rules made of keyword or silence conditions. */
const isAlarmRule = (r: QualityRuleRow) =>
  r.score < 0 && r.conditions.every((c) => c.kind === 'keyword' || c.kind === 'silence');

/** Running hits of the enabled rules on what has been said so far, and a silence that is still going on. */
function liveHits(said: Sentence[], elapsedMs: number): LiveHit[] {
  const hits: LiveHit[] = [];
  for (const rule of qualityRuleTable.list((r) => r.status === 1)) {
    // "!1" rules (a greeting never said) can only be judged once the call is over
    if (rule.logic.includes('!')) continue;
    const prepared = prepareRule(toEngineRule(rule));
    if (!prepared.ok) continue;
    const outcome = runPrepared(prepared.prepared, said);
    const alarm = isAlarmRule(rule);
    if (outcome.hit)
      for (const e of outcome.evidence)
        hits.push({
          rule_id: rule.id,
          rule_name: rule.name,
          score: rule.score,
          text: e.text,
          start_ms: e.start_ms,
          alarm,
        });
    // a silence still going on: the engine's own silence rule, asked about a sentence that would start now
    const silence = rule.conditions.find((c) => c.kind === 'silence');
    if (silence && said.length) {
      const next: Sentence = {
        role: silence.side === 2 ? 2 : 1,
        text: '',
        start_ms: elapsedMs,
        end_ms: elapsedMs,
      };
      const running = runPrepared(prepared.prepared, [...said, next]);
      if (running.hit && running.evidence.some((e) => e.index === said.length))
        hits.push({
          rule_id: rule.id,
          rule_name: rule.name,
          score: rule.score,
          text: '',
          start_ms: said.reduce((max, s) => Math.max(max, s.end_ms), 0),
          alarm,
        });
    }
  }
  return hits.sort((a, b) => a.start_ms - b.start_ms);
}

interface Heard {
  said: Sentence[];
  /** when the talk began: the lines' times count from here */
  since: number;
  phone: string;
}

/** A scheduled call of the call records, talking since `answeredAt`, with a borrowed transcript. */
function scheduledCall(c: HistoryCall, answeredAt: number, at: number): Heard {
  agentCallIds ??= callIds(1);
  const elapsed = at - answeredAt;
  const said = transcriptOf(agentCallIds[c.id % agentCallIds.length]!).filter((s) => s.end_ms <= elapsed);
  return { said, since: answeredAt, phone: c.phone };
}

/**
 * A demo account's call as its dial plate hears it (the seat is side B of the stream), timed by the stream: the
 * board's call_since counts whole seconds, too coarse for a silence the rules measure.
 */
function streamedCall(uuid: string, username: string, at: number): Heard | null {
  const c =
    runningLiveCalls().find((l) => l.uuid === uuid) ??
    runningLiveCalls().find((l) => l.username === username);
  if (!c) return null;
  const elapsed = at - c.startedAt;
  const said = buildLiveCall(c).flatMap(({ at: end, message }) =>
    message.scene === 4 && end <= elapsed
      ? [
          {
            role: message.data.is_aleg === 'B' ? 1 : 2,
            text: message.data.asr_text,
            start_ms: Math.max(0, end - message.data.asr_text.length * 200),
            end_ms: end,
          } as Sentence,
        ]
      : [],
  );
  return { said, since: c.startedAt, phone: c.phone };
}

/** The calls being talked now, one for each agent the board shows 通话中; the viewer's own first. */
export function liveCalls(user: { id: number; username: string }, at = Date.now()): LiveCall[] {
  const queues = agentQueues();
  const rows = board(at).filter((r) => r.state === 'talking' && r.call && r.call_since !== null);
  return rows
    .map((r): LiveCall => {
      const username = staffTable.get(r.staff_id)?.username ?? '';
      const scheduled = r.call!.scheduled;
      // a demo account's call whose stream has not started (or is gone) is heard as silent from the board's time
      const heard = (scheduled
        ? scheduledCall(scheduled, r.call_since!, at)
        : streamedCall(r.call!.uuid, username, at)) ?? {
        said: [],
        since: r.call_since!,
        phone: r.customer ?? '',
      };
      const { said, since } = heard;
      const elapsed = at - since;
      const hits = liveHits(said, elapsed);
      // the agent's first queue: a call has no queue of its own here
      const queue = queues.get(r.staff_id)?.[0];
      return {
        id: r.call!.uuid,
        staff_id: r.staff_id,
        staff_name: r.name,
        queue_id: queue?.id ?? null,
        queue_name: queue?.name ?? '',
        phone: heard.phone,
        started_at: formatTime(since),
        seconds: Math.floor(elapsed / 1000),
        alarm: hits.some((h) => h.alarm),
        own: r.staff_id === user.id,
        last_text: said.at(-1)?.text ?? '',
        hits,
      };
    })
    .sort(
      (a, b) => Number(b.alarm) - Number(a.alarm) || Number(b.own) - Number(a.own) || b.seconds - a.seconds,
    );
}
