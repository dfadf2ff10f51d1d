/**
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { server as inProcessBackend } from '@mocks/node';
import { seed } from '@mocks/db/seed';
import { crmDb } from '@mocks/db/crm';
import { demoData, resetDb, setPersistence } from '@mocks/db/db';
import { sqlitePersistence } from '@mocks/server/sqlite-persistence';
import { client, type Envelope } from './http-client';
import { removeTempDbFiles, spawnServer, tempDbFile } from '@tests/support/demo-server';

beforeAll(() => inProcessBackend.close());
afterAll(removeTempDbFiles);

describe('the demo server keeps the company in SQLite', () => {
  it('writes only the parts of the data set that changed', () => {
    const store = sqlitePersistence(tempDbFile());
    const data = {
      ...seed(),
      tables: { a: { rows: [{ id: 1 }] as unknown[], seq: 1 }, b: { rows: [] as unknown[], seq: 0 } },
    };
    store.save(data);
    expect(store.written.parts).toBe(3);
    data.tables.b = { rows: [{ id: 1 }], seq: 1 };
    store.save(data);
    expect(store.written).toEqual({ parts: 1, bytes: JSON.stringify(data.tables.b).length });
    expect(store.load()).toEqual(data);
    store.clear();
    expect(store.load()).toBeUndefined();
    store.close();
  });

  it("saving a customer writes only the customers' changes, which a restart finds again", async () => {
    const file = tempDbFile();
    const settle = () => Promise.resolve();
    let store = sqlitePersistence(file);
    setPersistence(store);
    try {
      crmDb.saveCustomers([{ ...crmDb.customer(1)!, name: '先改的客户' }]);
      await settle();
      crmDb.saveCustomers([{ ...crmDb.customer(2)!, name: '后改的客户' }]);
      await settle();
      const customers = JSON.stringify(demoData().tables!['crm/customers']);
      expect(store.written).toEqual({ parts: 1, bytes: customers.length });
      // the two changed rows, not the eleven thousand of the seed
      expect(customers.length).toBeLessThan(3_000);

      store.close();
      store = sqlitePersistence(file);
      setPersistence(store);
      expect(crmDb.customer(1)).toMatchObject({ name: '先改的客户', version: 2 });
      expect(crmDb.customer(2)).toMatchObject({ name: '后改的客户', version: 2 });
      expect(crmDb.customers()).toHaveLength(11_000);
    } finally {
      store.close();
      setPersistence({ load: () => undefined, save: () => {}, clear: () => {} });
      resetDb();
    }
  });

  it('keeps a saved customer and the session across a restart', async () => {
    const DEMO_DB = tempDbFile();
    let server = await spawnServer({ DEMO_DB });
    let api = client(server.url);
    const token = await api.signIn('agent', 'agent123');
    const saved = await api.json(
      'crm/customer/add',
      { name: '重启后还在', contact_name: '王五', phone: '13700000002' },
      token,
    );
    expect(saved.code).toBe(0);
    await server.stop();

    server = await spawnServer({ DEMO_DB });
    api = client(server.url);
    try {
      const detail = await api.json('crm/customer/detail', { id: String(saved.data.id) }, token);
      expect(detail).toMatchObject({ code: 0, data: { name: '重启后还在', contact_name: '王五' } });
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('keeps a template PDF larger than the page keeps (512 KB) across a restart, byte for byte', async () => {
    const DEMO_DB = tempDbFile();
    const pdf = await PDFDocument.create();
    pdf.addPage();
    // random bytes do not compress: the file stays over the limit of the in-page backend
    await pdf.attach(randomBytes(600 * 1024), 'annex.bin', { mimeType: 'application/octet-stream' });
    const bytes = await pdf.save();
    expect(bytes.byteLength).toBeGreaterThan(512 * 1024);

    let server = await spawnServer({ DEMO_DB });
    const api = client(server.url);
    const token = await api.signIn('admin', 'admin123');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'large.pdf');
    form.append('scene', 'contract');
    const upload = (await (await api.call('contracts/file/upload', form, token)).json()) as Envelope;
    expect(upload.code).toBe(0);
    const added = await api.call(
      'contracts/template/add',
      JSON.stringify({ name: '大文件模板', file_url: upload.data.url, fields: [] }),
      token,
      { headers: { 'content-type': 'application/json' } },
    );
    expect(await added.json()).toMatchObject({ code: 0, data: { page_count: 1 } });
    await server.stop();

    server = await spawnServer({ DEMO_DB });
    try {
      // the url names the server by its address: the restarted one listens on another port
      const file = await fetch(upload.data.url.replace(/^http:\/\/[^/]+/, server.url));
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('allows the console origins with credentials and refuses others', async () => {
    const server = await spawnServer({ DEMO_DB: tempDbFile(), CONSOLE_ORIGINS: 'http://console.test:8080' });
    try {
      const preflight = (origin: string) =>
        fetch(`${server.url}/api/login`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
      const allowed = await preflight('http://console.test:8080');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://console.test:8080');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');

      const signIn = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { origin: 'http://console.test:8080' },
        body: new URLSearchParams({ username: 'agent', password: 'agent123' }),
      });
      expect(signIn.headers.get('access-control-allow-origin')).toBe('http://console.test:8080');
      expect(await signIn.json()).toMatchObject({ code: 0 });

      const refused = await preflight('http://elsewhere.test');
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      const post = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { origin: 'http://elsewhere.test' },
        body: new URLSearchParams({ username: 'agent', password: 'agent123' }),
      });
      expect(post.status).toBe(403);
      expect(await post.json()).toEqual({ code: 403, msg: '不允许的来源', data: null });
    } finally {
      await server.stop();
    }
  }, 60_000);
});
