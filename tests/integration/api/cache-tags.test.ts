import { server } from '@mocks/node';
import { crmGeneratedApi } from '@/api/generated/crm.gen';
import { assistantGeneratedApi } from '@/api/generated/assistant.gen';
import { setupStore } from '@/store/store';
import { signIn } from '@tests/support/render-app';

/** The paths after /api/ that reach the demo backend while `act` runs and its refetches settle. */
async function requestsDuring(act: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    seen.push(pathname.slice(pathname.indexOf('/api/') + 5));
  };
  server.events.on('request:start', listen);
  try {
    await act();
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    server.events.removeListener('request:start', listen);
  }
  return seen;
}

describe('cache tags from the contract (x-entity)', () => {
  let store: ReturnType<typeof setupStore>;
  const api = { crm: crmGeneratedApi.endpoints, assistant: assistantGeneratedApi.endpoints };

  beforeEach(async () => {
    signIn('admin');
    store = setupStore();
    await Promise.all([
      store.dispatch(api.crm.customerList.initiate({ body: { scope: 'all', page: 1, limit: 5 } })),
      store.dispatch(api.crm.customerList.initiate({ body: { scope: 'mine', page: 1, limit: 5 } })),
      store.dispatch(api.crm.customerLabelList.initiate()),
      store.dispatch(api.crm.crmAttributeList.initiate()),
      store.dispatch(api.assistant.assistantTokenList.initiate()),
    ]);
  });

  afterEach(() => store.dispatch(crmGeneratedApi.util.resetApiState()));

  it('saving a customer refreshes that customer, the lists that hold it and the label counts, and nothing else', async () => {
    const first = await store.dispatch(
      api.crm.customerList.initiate({ body: { scope: 'all', page: 1, limit: 5 } }),
    );
    const customer = first.data!.data.data[0]!;
    await store.dispatch(api.crm.customerDetail.initiate({ body: { id: customer.id } }));

    const requests = await requestsDuring(() =>
      store
        .dispatch(
          api.crm.customerUpdate.initiate({
            body: {
              id: customer.id,
              name: `${customer.name}A`.slice(0, 20),
              contact_name: customer.contact_name,
              phone: customer.phone,
            },
          }),
        )
        .unwrap(),
    );

    expect(requests.sort()).toEqual(
      [
        'crm/customer/update',
        'crm/customer/detail',
        'crm/customer/list',
        'crm/customer/list',
        // the label list counts each label's customers
        'crm/label/list',
      ].sort(),
    );
    const detail = await store.dispatch(api.crm.customerDetail.initiate({ body: { id: customer.id } }));
    expect(detail.data?.data.name).toBe(`${customer.name}A`.slice(0, 20));
  });

  it('a write that names other entities (x-invalidates) refreshes those too; a failed write refreshes nothing', async () => {
    const labels = (await store.dispatch(api.crm.customerLabelList.initiate())).data!.data;
    const renamed = await requestsDuring(() =>
      store
        .dispatch(api.crm.customerLabelUpdate.initiate({ body: { id: labels[0]!.id, name: '新名称' } }))
        .unwrap(),
    );
    expect(renamed.sort()).toEqual(
      ['crm/label/update', 'crm/label/list', 'crm/customer/list', 'crm/customer/list'].sort(),
    );

    const shown = jest.spyOn(console, 'error').mockImplementation(() => {});
    const refused = await requestsDuring(() =>
      store.dispatch(api.crm.customerLabelUpdate.initiate({ body: { id: labels[0]!.id, name: '' } })),
    );
    expect(refused).toEqual(['crm/label/update']);
    expect(shown).toHaveBeenCalledWith('请输入标签名称');
    shown.mockRestore();
  });

  it('a write refreshes the lists that count what it changed: an entry its categories', async () => {
    const categories = await store.dispatch(
      api.assistant.assistantCategoryList.initiate({ body: { sc_id: 1 } }),
    );
    const category = categories.data!.data[0]!;
    const requests = await requestsDuring(() =>
      store
        .dispatch(
          api.assistant.assistantLibraryAdd.initiate({
            body: {
              category_id: category.id,
              name: '能寄样品吗？',
              content: [{ title: '样品', content: '可以' }],
            },
          }),
        )
        .unwrap(),
    );
    expect(requests.sort()).toEqual(['assistant/category/list', 'assistant/library/add'].sort());
    const after = await store.dispatch(api.assistant.assistantCategoryList.initiate({ body: { sc_id: 1 } }));
    expect(after.data!.data[0]!.entry_count).toBe(category.entry_count + 1);
  });
});
