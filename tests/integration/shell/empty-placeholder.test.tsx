import { screen } from '@testing-library/react';
import { Select, Table } from 'antd';
import { renderApp } from '@tests/support/render-app';

it('[SHELL-32] an empty table or option list shows 暂无数据', async () => {
  renderApp(
    <>
      <Table rowKey="id" columns={[{ title: 'name', dataIndex: 'name' }]} dataSource={[]} />
      <Select open options={[]} />
    </>,
  );
  expect(await screen.findAllByText('暂无数据', { selector: '.ant-empty-description' })).toHaveLength(2);
});
