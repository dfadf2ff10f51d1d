/**
 * @jest-environment node
 */
import { lint } from '@tests/support/eslint-cli';

const DIALOG = `import { ModalForm, DrawerForm } from '@ant-design/pro-components';
import { Button } from 'antd';
export const A = () => <ModalForm trigger={<Button />} />;
export const B = () => <DrawerForm trigger={<Button />} />;
export const C = ({ open }: { open: boolean }) => <ModalForm open={open} />;
`;

describe('one way to open a create/edit dialog', () => {
  it('lint refuses a trigger on ModalForm or DrawerForm in a feature, and only there', () => {
    const inFeature = lint(DIALOG, 'src/features/home/components/Example.tsx');
    expect(inFeature.filter((m) => /^Open a create\/edit dialog with useFormDialog/.test(m))).toHaveLength(2);
    // the rule is the features' convention (README, "Adding a screen"), not the kit's
    const inKit = lint(DIALOG, 'src/components/form-dialog/Example.tsx');
    expect(inKit.join()).not.toMatch(/useFormDialog/);
  }, 60_000);
});
