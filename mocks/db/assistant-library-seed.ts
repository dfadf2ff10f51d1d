import { Faker, base, en, zh_CN } from '@faker-js/faker';
import { formatTime } from '../kit/time';

export type Page = { title: string; content: string };

export interface DemoCategory {
  id: number;
  sc_id: number;
  name: string;
  sort: number;
  updated_at: string;
}

export interface DemoEntry {
  id: number;
  sc_id: number;
  category_id: number;
  name: string;
  keywords: string[];
  content: Page[];
  updated_at: string;
}

export interface DemoLabelGroup {
  id: number;
  name: string;
  sort: number;
}

export interface DemoLabel {
  id: number;
  group_id: number;
  name: string;
  color: string;
  status: 0 | 1;
  keywords: string[];
  description: string;
  hit_count: number;
  created_at: string;
  updated_at: string;
}

/** The secret itself is never kept: only what the list shows (its first characters). */
export interface DemoToken {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  expires_at: string | null;
  last_used_at: string | null;
  created_at: string;
  revoked_at: string | null;
}

/** The assistant's knowledge base (per plan), the shared customer profile tags and the API tokens. */
export interface AssistantLibraryData {
  seq: number;
  categories: DemoCategory[];
  entries: DemoEntry[];
  labelGroups: DemoLabelGroup[];
  labels: DemoLabel[];
  tokens: DemoToken[];
}

type Qa = [name: string, keywords: string[], pages: [string, string][]];

// What agents are asked on these calls, as an author of an insurance-and-wealth sales team would write it.
const POOLS: Record<string, Qa[]> = {
  产品介绍: [
    [
      '你们公司是做什么的？',
      ['你们是谁', '什么公司', '做什么的'],
      [
        ['一句话介绍', '我们是一家专注中小企业数字化服务的公司，服务客户超过两万家。'],
        ['资质说明', '公司持有增值电信业务经营许可证，数据存储通过等保三级认证。'],
      ],
    ],
    [
      '产品有哪些功能？',
      ['功能', '能做什么', '有什么用'],
      [
        ['核心功能', '智能外呼、客户管理、通话质检和数据报表四大模块，开箱即用。'],
        ['特色功能', '通话中实时提示话术和知识库，新人坐席也能快速上手。'],
        ['演示安排', '可以预约工作日任意时段的线上演示，约三十分钟。'],
      ],
    ],
    [
      '和同行相比有什么优势？',
      ['优势', '区别', '比别家好在哪'],
      [
        ['接通率', '线路资源覆盖全国，平均接通率比行业高出约百分之十五。'],
        ['服务', '专属客户成功经理一对一跟进，七乘二十四小时响应。'],
      ],
    ],
    [
      '数据安全有保障吗？',
      ['安全', '泄露', '隐私'],
      [
        ['存储', '客户数据加密存储在国内机房，按账号权限隔离。'],
        ['合规', '支持通话录音留存与调取审计，满足监管要求。'],
      ],
    ],
  ],
  价格优惠: [
    [
      '价格是多少？',
      ['多少钱', '收费', '报价'],
      [
        ['标准版', '每个坐席每月两百九十八元，按年付费享八五折。'],
        ['企业版', '二十个坐席起，含专属线路和私有化部署，具体以方案报价为准。'],
      ],
    ],
    [
      '现在有优惠活动吗？',
      ['优惠', '打折', '活动'],
      [
        ['本月活动', '本月签约赠送两个月使用时长，老客户推荐再减五百元。'],
        ['截止时间', '活动截止到本月最后一个工作日。'],
      ],
    ],
    [
      '可以先试用吗？',
      ['试用', '免费', '体验'],
      [['试用政策', '提供七天免费试用，含三个坐席和一千分钟通话时长，无需绑卡。']],
    ],
    [
      '付款方式有哪些？',
      ['怎么付款', '发票', '对公'],
      [
        ['支付方式', '支持对公转账、微信和支付宝，签约后三个工作日内开通。'],
        ['发票', '可开具增值税专用发票，付款后五个工作日内寄出。'],
      ],
    ],
  ],
  售后服务: [
    [
      '出了问题找谁？',
      ['售后', '客服', '联系方式'],
      [
        ['服务热线', '拨打四零零服务热线，或在系统右上角提交工单。'],
        ['响应时效', '紧急问题十五分钟内响应，一般问题两小时内响应。'],
      ],
    ],
    [
      '可以退款吗？',
      ['退款', '退钱', '不想用了'],
      [
        ['退款规则', '开通后十五天内不满意可申请全额退款。'],
        ['办理流程', '联系客户成功经理提交申请，审核通过后原路退回。'],
      ],
    ],
    [
      '有培训吗？',
      ['培训', '教程', '不会用'],
      [
        ['上线培训', '开通后安排一次线上培训，覆盖管理员和坐席的全部操作。'],
        ['学习资料', '帮助中心有视频教程和常见问题，随时可查。'],
      ],
    ],
  ],
  异议处理: [
    [
      '我现在没时间',
      ['没时间', '在忙', '晚点说'],
      [
        ['回应', '理解您很忙，我只占用您一分钟，简单说下能帮您节省的成本。'],
        ['约时间', '您看明天上午十点或下午三点，哪个时间方便我再联系您？'],
      ],
    ],
    [
      '太贵了',
      ['贵', '预算不够', '便宜点'],
      [
        ['算账', '按一个坐席每天多打一百通电话算，一个月就能收回成本。'],
        ['方案', '可以先从标准版少量坐席开始，效果好再扩展。'],
      ],
    ],
    [
      '已经有别家在用了',
      ['在用别的', '已经有了', '不需要'],
      [
        ['回应', '很多客户也是从其他平台换过来的，主要看重我们的接通率和实时辅助。'],
        ['邀约', '可以免费试用一周，和现在的平台对比一下效果。'],
      ],
    ],
    [
      '我再考虑一下',
      ['考虑', '商量', '再看看'],
      [
        ['探询', '方便说一下主要在考虑哪方面吗？价格、功能还是服务？'],
        ['促成', '本月优惠名额有限，我可以先帮您保留名额三天。'],
      ],
    ],
  ],
};

const LABELS: [
  group: string,
  tags: [name: string, color: string, keywords: string[], description: string][],
][] = [
  [
    '客户意向',
    [
      ['高意向', 'red', ['怎么买', '签合同', '什么时候能开通'], '明确表达购买意愿，优先跟进'],
      ['中意向', 'orange', ['了解一下', '发资料', '有演示吗'], '有兴趣但未表态，三天内回访'],
      ['低意向', 'gold', ['再说吧', '以后再看'], '兴趣不大，可放入公海'],
      ['暂无需求', 'lime', ['不需要', '用不上'], ''],
    ],
  ],
  [
    '客户特征',
    [
      ['价格敏感', 'volcano', ['贵', '便宜', '优惠', '打折'], '多次询问价格或优惠'],
      ['决策人', 'purple', ['我说了算', '我是老板', '我来定'], '可直接推进签约'],
      ['企业客户', 'geekblue', ['我们公司', '团队', '部门'], ''],
      ['老客户', 'blue', ['之前用过', '续费'], '有历史合作记录'],
    ],
  ],
  [
    '沟通偏好',
    [
      ['偏好微信沟通', 'green', ['加微信', '微信聊'], '后续资料通过微信发送'],
      ['工作日白天方便', 'cyan', ['上班时间', '白天打'], ''],
      ['拒绝电话营销', 'magenta', ['别打了', '不要再打', '投诉你们'], '停止外呼，仅保留服务类通知'],
    ],
  ],
  [
    '风险提示',
    [
      ['投诉倾向', 'red', ['投诉', '举报', '曝光'], '通话中出现投诉字眼，转主管处理'],
      ['情绪激动', 'volcano', ['骗子', '生气'], ''],
    ],
  ],
];

const SCOPES = ['call.push', 'customer.read', 'library.read', 'label.write'];
const DAY = 86_400_000;

/** The same knowledge base, tags and tokens on every machine: a faker of its own, seeded. */
export function seedAssistantLibrary(planIds: number[], now: number): AssistantLibraryData {
  const faker = new Faker({ locale: [zh_CN, en, base] });
  faker.seed(20261205);
  let seq = 1000;
  const ref = new Date('2026-11-20T00:00:00Z');
  const recent = () => formatTime(faker.date.recent({ days: 60, refDate: ref }).getTime());

  const categories: DemoCategory[] = [];
  const entries: DemoEntry[] = [];
  for (const sc_id of planIds) {
    // The first plan also has an empty category, which can be deleted.
    const names = [...Object.keys(POOLS), ...(sc_id === planIds[0] ? ['待整理'] : [])];
    names.forEach((name, sort) => {
      const category = { id: ++seq, sc_id, name, sort, updated_at: recent() };
      categories.push(category);
      const pool = POOLS[name] ?? [];
      const picked = faker.helpers.arrayElements(pool, { min: Math.min(2, pool.length), max: pool.length });
      for (const [question, keywords, pages] of picked)
        entries.push({
          id: ++seq,
          sc_id,
          category_id: category.id,
          name: question,
          keywords,
          content: pages.map(([title, content]) => ({ title, content })),
          updated_at: recent(),
        });
    });
  }

  const labelGroups: DemoLabelGroup[] = [];
  const labels: DemoLabel[] = [];
  LABELS.forEach(([groupName, tags], sort) => {
    const group = { id: ++seq, name: groupName, sort };
    labelGroups.push(group);
    for (const [name, color, keywords, description] of tags) {
      const created_at = recent();
      labels.push({
        id: ++seq,
        group_id: group.id,
        name,
        color,
        status: name === '情绪激动' ? 0 : 1,
        keywords,
        description,
        hit_count: faker.number.int({ min: 0, max: 800 }),
        created_at,
        updated_at: created_at,
      });
    }
  });

  const prefix = () => `ak_${faker.string.hexadecimal({ length: 3, casing: 'lower', prefix: '' })}`;
  const token = (
    name: string,
    scopes: string[],
    created: number,
    expires: number | null,
    used: number | null,
    revoked: number | null,
  ): DemoToken => ({
    id: ++seq,
    name,
    prefix: prefix(),
    scopes,
    created_at: formatTime(now - created * DAY),
    expires_at: expires === null ? null : formatTime(now + expires * DAY),
    last_used_at: used === null ? null : formatTime(now - used * DAY - faker.number.int(3_600_000)),
    revoked_at: revoked === null ? null : formatTime(now - revoked * DAY),
  });
  const tokens = [
    token('旧版工单系统', ['call.push'], 200, 165, 40, 30),
    token('数据中台', ['customer.read', 'library.read'], 120, -10, 12, null),
    token('CRM同步', SCOPES, 90, null, 0, null),
    token('企业微信机器人', ['library.read', 'label.write'], 20, 70, 1, null),
  ];

  return { seq, categories, entries, labelGroups, labels, tokens };
}
