import callcenterOps from './locales/zh-CN/callcenterOps.json';
import callcenterStats from './locales/zh-CN/callcenterStats.json';
import callRecords from './locales/zh-CN/callRecords.json';
import channels from './locales/zh-CN/channels.json';
import contractFlow from './locales/zh-CN/contractFlow.json';
import contracts from './locales/zh-CN/contracts.json';
import crm from './locales/zh-CN/crm.json';
import dataTable from './locales/zh-CN/dataTable.json';
import dialTask from './locales/zh-CN/dialTask.json';
import expense from './locales/zh-CN/expense.json';
import extensions from './locales/zh-CN/extensions.json';
import assistant from './locales/zh-CN/assistant.json';
import assistantLibrary from './locales/zh-CN/assistantLibrary.json';
import assistantWindow from './locales/zh-CN/assistantWindow.json';
import flow from './locales/zh-CN/flow.json';
import groupCall from './locales/zh-CN/groupCall.json';
import home from './locales/zh-CN/home.json';
import mall from './locales/zh-CN/mall.json';
import menu from './locales/zh-CN/menu.json';
import org from './locales/zh-CN/org.json';
import orders from './locales/zh-CN/orders.json';
import payments from './locales/zh-CN/payments.json';
import quality from './locales/zh-CN/quality.json';
import recording from './locales/zh-CN/recording.json';
import robot from './locales/zh-CN/robot.json';
import robotTasks from './locales/zh-CN/robotTasks.json';
import roles from './locales/zh-CN/roles.json';
import shell from './locales/zh-CN/shell.json';
import softphone from './locales/zh-CN/softphone.json';
import system from './locales/zh-CN/system.json';

/** What only the signed-in screens need: loaded with the shell chunk (see ./signed-in.ts). */
export const signedInResources = {
  assistant,
  assistantLibrary,
  assistantWindow,
  callcenterOps,
  callcenterStats,
  callRecords,
  channels,
  contractFlow,
  contracts,
  crm,
  dataTable,
  dialTask,
  expense,
  extensions,
  flow,
  groupCall,
  home,
  mall,
  menu,
  org,
  orders,
  payments,
  quality,
  recording,
  robot,
  robotTasks,
  roles,
  shell,
  softphone,
  system,
} as const;
