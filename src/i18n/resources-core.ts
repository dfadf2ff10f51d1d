import auth from './locales/zh-CN/auth.json';
import common from './locales/zh-CN/common.json';
import request from './locales/zh-CN/request.json';
import time from './locales/zh-CN/time.json';
import validation from './locales/zh-CN/validation.json';

/** What the login page needs: loaded with the first screen. */
export const coreResources = { auth, common, request, time, validation } as const;
