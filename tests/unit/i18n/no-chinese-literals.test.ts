/**
 * @jest-environment node
 */
import * as zhCN from '@/i18n/resources';
import { lint as lintAs } from '@tests/support/eslint-cli';

const lint = async (code: string, file = 'src/features/home/pages/Example.tsx') => lintAs(code, file);

describe('every visible string comes from the zh-CN resources', () => {
  it('[SHELL-01] lint rejects a Chinese literal in src/ outside the locale files', async () => {
    const messages = await lint(
      "export const a = '保存';\nexport const b = `共${1}条`;\nexport const C = () => <span>暂无数据</span>;\nexport const d = 'save';\n",
    );
    expect(messages).toHaveLength(4); // the template literal has two Chinese parts
    messages.forEach((m) => expect(m).toMatch(/^Chinese text belongs in the zh-CN locale files/));
  }, 60_000);

  it('lint reaches a feature only through its index.ts, keeps the floors in order (store, kit, features, app) and allows only the typed redux hooks', async () => {
    const deep = await lint(
      "import { useRight } from '@/features/auth/use-right';\nexport { useRight };\n",
      'src/app/x.ts',
    );
    expect(deep.join()).toMatch(/Import features\/auth through its index.ts/);
    const upward = await lint(
      "import { appRoutes } from '@/app/route-table';\nexport { appRoutes };\n",
      'src/features/home/x.ts',
    );
    expect(upward.join()).toMatch(/Features do not import the app above them/);
    const storeOnFeature = await lint(
      "import { useRight } from '@/features/auth';\nexport { useRight };\n",
      'src/store/x.ts',
    );
    expect(storeOnFeature.join()).toMatch(/The store is the ground the features stand on/);
    const kitOnFeature = await lint(
      "import { useRight } from '@/features/auth';\nexport { useRight };\n",
      'src/components/x.ts',
    );
    expect(kitOnFeature.join()).toMatch(/The screen kit serves every feature and imports none/);
    const raw = await lint(
      "import { useSelector } from 'react-redux';\nexport { useSelector };\n",
      'src/features/home/x.ts',
    );
    expect(raw.join()).toMatch(/useAppDispatch \/ useAppSelector/);
  }, 60_000);

  it('[SHELL-01] every resource text is Chinese (or digits, punctuation and the product name)', () => {
    const texts: string[] = [];
    const walk = (v: unknown) => {
      if (typeof v === 'string') texts.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(zhCN.resources['zh-CN']);
    const stripped = texts.map((t) =>
      t.replace(/\{\{\w+\}\}|AI|API|IP|admin|agent|author|[0-9a-z/（）()、，。：:!！？?·…%\s-]/gi, ''),
    );
    expect(stripped.filter((t) => t && !/[\u4e00-\u9fff]/.test(t))).toEqual([]);
  });
});
