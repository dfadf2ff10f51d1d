import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { assistantFlowApi, robotFlowApi } from './api';
import { unwrap, type Result } from './flow-reply';
import type { FlowDetail, FlowKind } from './types';

/** How long a detail fetched with the navigation waits for its editor; older, the editor asks again. */
const HANDOVER_MS = 10_000;

interface Handover {
  at: number;
  /** Gone once an editor has taken it. */
  reply?: Promise<Result<FlowDetail>>;
}
const handovers = new Map<string, Handover>();
const keyOf = (kind: FlowKind, ownerId: number) => `${kind}:${ownerId}`;
const fresh = (h: Handover | undefined): h is Handover => !!h && Date.now() - h.at < HANDOVER_MS;

/**
 * Fetches a flow's detail with the navigation to its editor (a page's prefetch), so the request leaves before
 * the page and its script or plan list are drawn. Navigations moments apart (the list putting the chosen
 * script in the address) ask once. The editor takes it once, when it opens that flow, and loads afresh
 * otherwise: scene and branch writes never refresh a cached detail, and they drop what was fetched ahead.
 */
export function prefetchFlowDetail(
  kind: FlowKind,
  ownerId: number,
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
) {
  if (fresh(handovers.get(keyOf(kind, ownerId)))) return;
  const arg = { body: { sc_id: ownerId } };
  const options = { subscribe: false, forceRefetch: true };
  const reply =
    kind === 'robot'
      ? unwrap<FlowDetail>(dispatch(robotFlowApi.endpoints.robotScriptDetail.initiate(arg, options)))
      : unwrap<FlowDetail>(dispatch(assistantFlowApi.endpoints.assistantSpeechDetail.initiate(arg, options)));
  handovers.set(keyOf(kind, ownerId), { at: Date.now(), reply });
}

/** The detail fetched ahead for this flow, once, if it is still fresh. */
export function takePrefetched(kind: FlowKind, ownerId: number) {
  const handover = handovers.get(keyOf(kind, ownerId));
  if (!fresh(handover)) return undefined;
  const { reply } = handover;
  handover.reply = undefined;
  return reply;
}

/** After a write to a flow of this kind: nothing fetched before it may be handed over. */
export function forgetPrefetched(kind: FlowKind) {
  for (const key of handovers.keys()) if (key.startsWith(`${kind}:`)) handovers.delete(key);
}
