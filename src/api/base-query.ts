import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { t } from '@/i18n';
import { bodyTypes } from './generated/body-types';
import { type Envelope, warningOf } from './envelope';
import { notify } from './feedback';
import { request, UnauthorizedError, TransportError } from './request';
import { sessionExpired } from './session-events';

export interface QueryArgs {
  url: string;
  method?: string;
  body?: unknown;
}

/**
 * Per-endpoint options: `cacheTime` (REQ-09..11), `silent` (the caller shows its own failure) and
 * `quietOffline` (a call that got no answer at all shows nothing; answered failures still show).
 */
export interface RequestExtraOptions {
  cacheTime?: number;
  silent?: boolean;
  quietOffline?: boolean;
}

export interface ApiError {
  status: number | 'FETCH_ERROR' | 'ENVELOPE';
  code?: number;
  msg: string;
  data?: unknown;
}

/** Whether anyone waits for a query's answer when it comes: a screen subscribed to it. */
export type Watched = (api: BaseQueryApi) => boolean;

/**
 * Section 7 and 8 in one place: every generated endpoint goes through here.
 * Success (code 0) resolves with the whole envelope, as the contract types it.
 * A write is never answered from the answer cache, and a query RTK Query refetches on purpose (a tag a
 * write invalidated, a refetch) does not reuse an earlier answer: no endpoint needs `cacheTime: 0` for
 * a list to show what was just saved.
 * A query nobody waits for when it fails (a page's or a list's fetch ahead) shows nothing: the screen that
 * subscribes later finds no answer, asks again and shows its own failure, so a failure is told once.
 */
export const createBaseQuery =
  (watched: Watched): BaseQueryFn<QueryArgs | string, Envelope, ApiError, RequestExtraOptions> =>
  async (args, api, extraOptions) => {
    const { url, body } = typeof args === 'string' ? { url: args, body: undefined } : args;
    const show = (kind: 'warning' | 'error', text: string) => {
      if (!extraOptions?.silent && (api.type === 'mutation' || watched(api))) notify[kind](text);
    };
    try {
      const envelope = await request({
        path: url,
        body,
        bodyType: bodyTypes[api.endpoint],
        cacheTime: api.type === 'mutation' ? 0 : extraOptions?.cacheTime,
        fresh: api.type === 'query' && api.forced === true,
      });
      if (envelope.code === 0) return { data: envelope };
      const warning = warningOf(envelope);
      const msg = warning ?? (envelope.msg || t('request:failed'));
      show(warning ? 'warning' : 'error', msg);
      return { error: { status: 'ENVELOPE', code: envelope.code, msg, data: envelope.data } };
    } catch (e) {
      if (e instanceof UnauthorizedError) {
        api.dispatch(sessionExpired());
        return { error: { status: 401, msg: t('request:sessionExpiredContent') } };
      }
      const status = e instanceof TransportError ? e.status : 'FETCH_ERROR';
      const msg = (e instanceof TransportError && e.envelope?.msg) || t('request:failed');
      if (!(status === 'FETCH_ERROR' && extraOptions?.quietOffline)) show('error', msg);
      return { error: { status, msg } };
    }
  };
