import auth from './locales/zh-CN/auth.json';
import common from './locales/zh-CN/common.json';
import home from './locales/zh-CN/home.json';
import menu from './locales/zh-CN/menu.json';
import request from './locales/zh-CN/request.json';
import shell from './locales/zh-CN/shell.json';
import system from './locales/zh-CN/system.json';
import time from './locales/zh-CN/time.json';
import validation from './locales/zh-CN/validation.json';

export const defaultNS = 'common';

export const resources = {
  'zh-CN': { auth, common, home, menu, request, shell, system, time, validation },
} as const;
