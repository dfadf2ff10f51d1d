import home from './locales/zh-CN/home.json';
import menu from './locales/zh-CN/menu.json';
import shell from './locales/zh-CN/shell.json';
import system from './locales/zh-CN/system.json';

/** What only the signed-in screens need: loaded with the shell chunk (see ./signed-in.ts). */
export const signedInResources = { home, menu, shell, system } as const;
