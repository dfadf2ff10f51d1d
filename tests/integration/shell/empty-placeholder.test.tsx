import { screen } from '@testing-library/react';
import { List, Table } from 'antd';
import { renderApp } from '@tests/support/render-app';

it('[SHELL-32] an empty list or table shows 暂无数据', async () => {
  renderApp(
    <>
      <Table rowKey="id" columns={[{ title: 'name', dataIndex: 'name' }]} dataSource={[]} />
      <List dataSource={[]} renderItem={() => null} />
    </>,
  );
  expect(await screen.findAllByText('暂无数据', { selector: '.ant-empty-description' })).toHaveLength(2);
});
