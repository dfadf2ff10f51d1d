import { prepareRule, runPrepared, toEngineRule, type Sentence } from '@/features/quality/engine';
import { buildLiveCall } from '../sockets/live-call-script';
import { runningLiveCalls } from '../sockets';
import { formatTime } from '../kit/time';
import { qualityRuleTable, type QualityRuleRow } from './quality';
import { agentQueues, callIds, callOf, queueOfCall, transcriptOf } from './quality-calls';
import { staffIdOf, staffName } from './staff';

/**
 * Calls in progress for the live monitor. Besides the demo user's own calls (the dial plate's live call),
 * eight "slots" each take a call every four minutes from the generated agent calls and play its transcript
 * against the clock, so the monitor moves while it is watched and looks the same to everyone at one moment.
 */
const SLOTS = 8;
const CYCLE_MS = 240_000;
const SHORT_CALLS = () => callIds(1).filter((id) => callOf(id)!.duration * 1000 < CYCLE_MS - 20_000);
let shortCalls: number[] | null = null;

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

function slotCall(slot: number, at: number): LiveCall | null {
  shortCalls ??= SHORT_CALLS();
  const phase = slot * 29_000;
  const cycle = Math.floor((at + phase) / CYCLE_MS);
  const elapsed = (at + phase) % CYCLE_MS;
  const callId = shortCalls[(cycle * SLOTS + slot) % shortCalls.length]!;
  const call = callOf(callId)!;
  if (elapsed > call.duration * 1000) return null;
  const said = transcriptOf(callId).filter((s) => s.end_ms <= elapsed);
  const hits = liveHits(said, elapsed);
  const queue = queueOfCall(call);
  return {
    id: `live-${cycle}-${slot}`,
    staff_id: call.staff_id!,
    staff_name: staffName(call.staff_id) ?? '',
    queue_id: queue?.id ?? null,
    queue_name: queue?.name ?? '',
    phone: call.phone,
    started_at: formatTime(at - elapsed),
    seconds: Math.floor(elapsed / 1000),
    alarm: hits.some((h) => h.alarm),
    own: false,
    last_text: said.at(-1)?.text ?? '',
    hits,
  };
}

/** The demo user's own live calls, as the dial plate hears them (the seat is side B of the stream). */
function ownCalls(username: string, userId: number, at: number): LiveCall[] {
  // the seat's first queue: a live call has no queue of its own yet
  const queue = agentQueues().get(userId)?.[0];
  return runningLiveCalls()
    .filter((c) => c.username === username)
    .map((c) => {
      const elapsed = at - c.startedAt;
      const said: Sentence[] = buildLiveCall(c).flatMap(({ at: end, message }) =>
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
      const hits = liveHits(said, elapsed);
      return {
        id: c.uuid,
        staff_id: userId,
        staff_name: staffName(userId) ?? username,
        queue_id: queue?.id ?? null,
        queue_name: queue?.name ?? '',
        phone: c.phone,
        started_at: formatTime(c.startedAt),
        seconds: Math.floor(elapsed / 1000),
        alarm: hits.some((h) => h.alarm),
        own: true,
        last_text: said.at(-1)?.text ?? '',
        hits,
      };
    });
}

export function liveCalls(user: { id: number; username: string }, at = Date.now()): LiveCall[] {
  const own = staffIdOf(user.username) === undefined ? [] : ownCalls(user.username, user.id, at);
  const slots = Array.from({ length: SLOTS }, (_v, slot) => slotCall(slot, at)).filter(
    (c): c is LiveCall => c !== null,
  );
  return [...own, ...slots].sort(
    (a, b) => Number(b.alarm) - Number(a.alarm) || Number(b.own) - Number(a.own) || b.seconds - a.seconds,
  );
}
