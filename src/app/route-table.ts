import type { ComponentType } from 'react';
import {
  AllCustomersPage,
  AllotPage,
  CommunalPage,
  DealsPage,
  MyCustomersPage,
  ProductsPage,
  TodayPage,
} from '@/features/crm';
import { RepositoryPage, TagPage, TokenPage } from '@/features/assistant-library';
import { PlanDetailPage, PlanListPage } from '@/features/assistant-plans';
import { HomePage } from '@/features/home';
import { DialogueStagePage } from '@/features/robot';
import { ChangePasswordPage, PersonalPage } from '@/features/system';

type PageModule = { default: ComponentType };

/** One route of the console: its path, its name (the i18n key menu:<name>), and the lazy page that draws it. */
export interface AppRoute {
  path: string;
  name: string;
  /** Absent while the screen is not built yet: the path is still guarded, then shows the 404 page. */
  page?: () => Promise<PageModule>;
  /** SHELL-21: where to go instead when this route is not permitted but that one is. */
  companyRouter?: string;
}

/** Every route of spec section 2. Menus come from the permission trees; this table says what each path draws. */
export const appRoutes: AppRoute[] = [
  { path: '/home/index', name: 'homeIndex', page: HomePage },
  { path: '/dashboard/allstatistics', name: 'dashboardAllstatistics' },
  { path: '/dashboard/allrecords', name: 'dashboardAllrecords' },
  { path: '/dashboard/aistatistics', name: 'dashboardAistatistics' },
  { path: '/call/extension', name: 'callExtension', companyRouter: '/call/myExtension' },
  { path: '/call/myExtension', name: 'callMyExtension' },
  { path: '/call/records', name: 'callRecords' },
  { path: '/callcenter/task', name: 'callcenterTask' },
  { path: '/callcenter/agent', name: 'callcenterAgent' },
  { path: '/callcenter/queue', name: 'callcenterQueue' },
  { path: '/callcenter/statistics', name: 'callcenterStatistics' },
  { path: '/client/index', name: 'clientIndex', page: MyCustomersPage },
  { path: '/client/allot', name: 'clientAllot', companyRouter: '/client/index', page: AllotPage },
  {
    path: '/client/customer',
    name: 'clientCustomer',
    companyRouter: '/client/index',
    page: AllCustomersPage,
  },
  { path: '/client/today', name: 'clientToday', page: TodayPage },
  { path: '/client/communal', name: 'clientCommunal', page: CommunalPage },
  { path: '/client/product', name: 'clientProduct', page: ProductsPage },
  { path: '/client/deal', name: 'clientDeal', page: DealsPage },
  { path: '/order/manager', name: 'orderManager' },
  { path: '/order/plan', name: 'orderPlan' },
  { path: '/order/receipt', name: 'orderReceipt' },
  { path: '/mall/product', name: 'mallProduct' },
  { path: '/mall/attr', name: 'mallAttr' },
  { path: '/expense/index', name: 'expenseIndex' },
  { path: '/expense/details', name: 'expenseDetails' },
  { path: '/expense/allot', name: 'expenseAllot' },
  { path: '/expense/rolemanager', name: 'expenseRolemanager' },
  { path: '/expense/divisional', name: 'expenseDivisional' },
  { path: '/expense/staff', name: 'expenseStaff' },
  { path: '/system/modifyPaw', name: 'systemModifyPaw', page: ChangePasswordPage },
  { path: '/system/log', name: 'systemLog' },
  { path: '/system/personal', name: 'systemPersonal', page: PersonalPage },
  { path: '/system/explicitNumber', name: 'systemExplicitNumber' },
  { path: '/contract/issue', name: 'contractIssue' },
  { path: '/contract/contractEdit', name: 'contractContractEdit' },
  { path: '/contract/contractPosition', name: 'contractContractPosition' },
  { path: '/contract/contractList', name: 'contractContractList' },
  { path: '/contract/contractReview', name: 'contractContractReview' },
  { path: '/contract/contractTPL/list', name: 'contractContractTplList' },
  { path: '/contract/contractTPL/create', name: 'contractContractTplCreate' },
  { path: '/contract/config', name: 'contractConfig' },
  { path: '/voice/taskCenter', name: 'voiceTaskCenter' },
  { path: '/voice/callRecord', name: 'voiceCallRecord' },
  { path: '/voice/dialogue/stage', name: 'voiceDialogueStage', page: DialogueStagePage },
  { path: '/voice/dialogue/repository', name: 'voiceDialogueRepository' },
  { path: '/voice/dialogue/questionStudy', name: 'voiceDialogueQuestionStudy' },
  { path: '/voice/dialogue/record', name: 'voiceDialogueRecord' },
  { path: '/voice/dialogue/train', name: 'voiceDialogueTrain' },
  { path: '/voice/dialogue/integral', name: 'voiceDialogueIntegral' },
  { path: '/monitor/call/monitor_plane', name: 'monitorCallMonitorPlane' },
  { path: '/monitor/call/monitor_detail', name: 'monitorCallMonitorDetail' },
  { path: '/monitor/call/mytask', name: 'monitorCallMytask' },
  { path: '/monitor/setting/monitor_rule', name: 'monitorSettingMonitorRule' },
  { path: '/monitor/setting/rules_model', name: 'monitorSettingRulesModel' },
  { path: '/monitor/setting/monitor_setting', name: 'monitorSettingMonitorSetting' },
  { path: '/monitor/report_center/monitor_report', name: 'monitorReportCenterMonitorReport' },
  { path: '/monitor/report_center/ai_report', name: 'monitorReportCenterAiReport' },
  { path: '/monitor/report_center/staff_report', name: 'monitorReportCenterStaffReport' },
  { path: '/monitor/report_center/task_report', name: 'monitorReportCenterTaskReport' },
  { path: '/assistant/speech', name: 'assistantSpeech', page: PlanListPage },
  { path: '/assistant/speech/stage', name: 'assistantSpeechStage', page: PlanDetailPage },
  { path: '/assistant/speech/repository', name: 'assistantSpeechRepository', page: RepositoryPage },
  { path: '/assistant/speech/tag', name: 'assistantSpeechTag', page: TagPage },
  { path: '/assistant/token', name: 'assistantToken', page: TokenPage },
];

/** SHELL-24..28: area entry paths and where they lead. */
export const defaultRedirects: Record<string, string> = {
  '/': '/home/index',
  '/home': '/home/index',
  '/voice': '/voice/taskCenter',
  '/monitor': '/monitor/call/monitor_plane',
  '/assistant': '/assistant/speech',
};
