// The bench's floor: a React 19 root drawing one field, built and served like the console. The login page's
// time is read against this one's in the same run, so the limit holds whatever the machine's speed.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<input placeholder="请输入账号" />);
