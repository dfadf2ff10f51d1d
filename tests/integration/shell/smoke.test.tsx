import { screen } from '@testing-library/react';
import { renderApp } from '@tests/support/render-app';

it('[SHELL-24] / goes to the workbench', async () => {
  const { router } = renderApp(undefined, { user: 'admin', url: '/' });
  expect(await screen.findByText(/您好/)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/home/index');
});
