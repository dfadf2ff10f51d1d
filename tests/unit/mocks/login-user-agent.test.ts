import { userAgentOf } from '@mocks/kit/user-agent';

const WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko)';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)';

it('the login log names the browser and system of a sign-in from its user-agent', () => {
  expect(userAgentOf(`${WIN} Chrome/131.0.0.0 Safari/537.36`)).toEqual({
    browser: 'Chrome 131',
    os: 'Windows 10',
  });
  expect(userAgentOf(`${WIN} Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0`)).toEqual({
    browser: 'Edge 131',
    os: 'Windows 10',
  });
  expect(userAgentOf(`${MAC} Gecko/20100101 Firefox/133.0`)).toEqual({ browser: 'Firefox 133', os: 'macOS' });
  expect(userAgentOf(`${MAC} AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15`)).toEqual({
    browser: 'Safari 18',
    os: 'macOS',
  });
  expect(userAgentOf(null)).toEqual({ browser: '未知', os: '未知' });
});
