import { screen, within } from '@testing-library/react';
import { App } from 'antd';
import { crmDb } from '@mocks/db/crm';
import { AllotModal } from '@/features/crm/components/AllotModal';
import { DialogOpener } from '@tests/support/dialog-opener';
import { renderApp } from '@tests/support/render-app';
// the shell loads the signed-in namespaces; this test renders the dialog without the shell
import '@/i18n/signed-in';
import { SLOW } from '@tests/support/slow';

it('allots customers to a staff member picked in the tree of departments and staff; departments cannot be picked', async () => {
  const ids = crmDb
    .customers()
    .filter((c) => c.owner_id == null && c.discarded_at == null)
    .slice(0, 2)
    .map((c) => c.id);
  const onDone = jest.fn();
  const { user } = renderApp(
    // the shell provides antd's App (messages); here the dialog is rendered alone
    <App>
      <DialogOpener label="分配">
        {(dialog) => <AllotModal {...dialog} ids={ids} onDone={onDone} />}
      </DialogOpener>
    </App>,
    {
      user: 'admin',
      url: '/client/allot',
    },
  );
  await user.click(screen.getByText('分配'));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await within(dialog).findByText('请选择员工')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('combobox'));
  await user.click(await screen.findByTitle('销售一部', {}, SLOW));
  expect(within(dialog).getByText('请选择员工')).toBeInTheDocument(); // a department is not a choice
  await user.click(await screen.findByTitle(crmDb.staffName(2)!));
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('已分配 2 个客户', {}, SLOW)).toBeInTheDocument();
  expect(onDone).toHaveBeenCalled();
  ids.forEach((id) => expect(crmDb.customer(id)?.owner_id).toBe(2));
}, 240_000);
