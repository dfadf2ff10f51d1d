import type { OpenSocket, SocketConnection, SocketEvent } from '@/lib/socket';

/** One socket the code under test opened; the test plays the server through it. */
export class FakeSocket implements SocketConnection {
  sent: string[] = [];
  closed = false;
  constructor(
    readonly url: string,
    private readonly report: (event: SocketEvent) => void,
  ) {}
  send(text: string) {
    if (!this.closed) this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
  /** The frames sent so far, parsed. */
  frames(): unknown[] {
    return this.sent.map((text) => JSON.parse(text) as unknown);
  }
  // the server's side
  accept() {
    this.report({ type: 'open' });
  }
  push(frame: unknown) {
    this.report({ type: 'message', data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  fail() {
    this.report({ type: 'error' });
    this.report({ type: 'close', code: 1006 });
  }
  drop(code = 1001) {
    this.report({ type: 'close', code });
  }
}

/** An `OpenSocket` that keeps every socket opened, per URL path. */
export function fakeSocketServer() {
  const opened: FakeSocket[] = [];
  const openSocket: OpenSocket = (url, report) => {
    const socket = new FakeSocket(url, report);
    opened.push(socket);
    return socket;
  };
  const on = (path: string) => opened.filter((s) => new URL(s.url).pathname === path);
  return { opened, openSocket, on, latest: (path: string) => on(path).at(-1)! };
}
