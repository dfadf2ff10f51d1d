import {
  buildPermissions,
  isPathPermitted,
  resolveRouteAccess,
  sideMenu,
  visibleAreas,
  type MenuItem,
  type MenuTrees,
  type StoredPermissions,
} from '@/features/permissions';
import { db } from '@mocks/db/db';
import { menusOf } from '@mocks/db/staff';

const menusFor = (username: string) => menusOf(db.findUser(username)!);

let id = 0;
const item = (name: string, children: MenuItem[] = [], extra: Partial<MenuItem> = {}): MenuItem => ({
  id: ++id,
  name,
  display_name: name.toUpperCase(),
  icon_type: '',
  type: 0,
  all_childs: children,
  ...extra,
});
const trees = (partial: Partial<MenuTrees>): MenuTrees => ({
  sip: [],
  ai: [],
  quality: [],
  assistant: [],
  ...partial,
});

describe('route permissions', () => {
  const perms = buildPermissions(
    trees({
      sip: [
        item('client', [item('index'), item('allot', [], { permission: { hasPremisson: false } })], {
          permission: { hasPremisson: true },
        }),
        item('order', [item('manager', [], { permission: { hasPremisson: true } })], {
          permission: { hasPremisson: false },
        }),
      ],
      assistant: [item('token')],
    }),
  );

  it('[SHELL-13] checks a route by its top-level menu name first', () => {
    expect(isPathPermitted('/client/index', perms)).toBe(true);
    expect(isPathPermitted('/contract/contractList', perms)).toBe(false);
  });

  it('[SHELL-14] home, voice, monitor and dashboard are permitted by default, even with no permissions at all', () => {
    for (const path of [
      '/home/index',
      '/voice/taskCenter',
      '/monitor/call/monitor_plane',
      '/dashboard/allrecords',
    ]) {
      expect(isPathPermitted(path, null)).toBe(true);
      expect(isPathPermitted(path, {})).toBe(true);
    }
  });

  it('[SHELL-30] the own profile and password pages of the user menu open for any signed-in role', () => {
    expect(isPathPermitted('/system/personal', {})).toBe(true);
    expect(isPathPermitted('/system/modifyPaw', perms)).toBe(true);
    expect(isPathPermitted('/system/personal', null)).toBe(false);
    expect(isPathPermitted('/system/log', {})).toBe(false);
  });

  it('[SHELL-15] other top-level names come from the stored permissions object', () => {
    expect(isPathPermitted('/client/index', null)).toBe(false);
    expect(isPathPermitted('/client/index', perms)).toBe(true);
    expect(isPathPermitted('/assistant/token', perms)).toBe(true);
  });

  it('[SHELL-16] a nested path without an entry of its own falls back to its parent', () => {
    expect(isPathPermitted('/client/index/detail', perms)).toBe(true);
    expect(isPathPermitted('/client/unlisted', perms)).toBe(true);
    expect(isPathPermitted('/order/unlisted', perms)).toBe(false);
  });

  it('[SHELL-17] a path with no entry, also after the parent fallback, is not permitted', () => {
    expect(isPathPermitted('/mall/product', perms)).toBe(false);
    expect(isPathPermitted('/client/index', {})).toBe(false);
  });

  it('[SHELL-18] stores one entry per area with menu (name, all_childs) and permission.hasPremisson', () => {
    expect(perms.sip).toEqual({
      menu: { name: 'sip', all_childs: expect.any(Array) },
      permission: { hasPremisson: true },
    });
    expect(perms.ai).toEqual({ menu: { name: 'ai', all_childs: [] }, permission: { hasPremisson: false } });
    expect(Object.keys(perms).sort()).toEqual(['ai', 'assistant', 'quality', 'sip']);
  });

  it('[SHELL-19] children inherit hasPremisson; an explicit value on a child wins', () => {
    expect(isPathPermitted('/client/index', perms)).toBe(true); // inherited true
    expect(isPathPermitted('/client/allot', perms)).toBe(false); // explicit false
    expect(isPathPermitted('/order/manager', perms)).toBe(true); // explicit true under a false parent
    expect(isPathPermitted('/order/plan', perms)).toBe(false); // inherited false via fallback
    expect(isPathPermitted('/assistant/token', perms)).toBe(true); // inherited from the area
  });

  it('[SHELL-20] an unpermitted route redirects to the unauthorized page', () => {
    expect(resolveRouteAccess('/mall/product', perms)).toEqual({ kind: 'redirect', to: '/403' });
    expect(resolveRouteAccess('/client/index', perms)).toEqual({ kind: 'allow' });
  });

  it('[SHELL-21] uses the company_router variant when that one is permitted', () => {
    expect(resolveRouteAccess('/client/allot', perms, '/client/index')).toEqual({
      kind: 'redirect',
      to: '/client/index',
    });
    expect(resolveRouteAccess('/client/allot', perms, '/mall/product')).toEqual({
      kind: 'redirect',
      to: '/403',
    });
  });

  it('signed out (no permissions) permits only the default areas', () => {
    expect(resolveRouteAccess('/system/personal', null)).toEqual({ kind: 'redirect', to: '/403' });
    expect(resolveRouteAccess('/home/index', undefined)).toEqual({ kind: 'allow' });
  });
});

describe('menus from the permission trees', () => {
  it('[SHELL-08] sip drives the call-centre menu, ai the robot, quality the quality and assistant the assistant menu', () => {
    const perms = buildPermissions(
      trees({
        sip: [item('client', [item('index')])],
        ai: [item('taskCenter')],
        quality: [item('call', [item('mytask')])],
        assistant: [item('token')],
      }),
    );
    expect(sideMenu('sip', perms)).toEqual([
      {
        key: '/client',
        label: 'CLIENT',
        icon: '',
        children: [{ key: '/client/index', label: 'INDEX', icon: '' }],
      },
    ]);
    expect(sideMenu('ai', perms)).toEqual([{ key: '/voice/taskCenter', label: 'TASKCENTER', icon: '' }]);
    expect(sideMenu('quality', perms)[0]?.children?.[0]?.key).toBe('/monitor/call/mytask');
    expect(sideMenu('assistant', perms)).toEqual([{ key: '/assistant/token', label: 'TOKEN', icon: '' }]);
  });

  it('[SHELL-09] an area is shown only when its stored menu is non-empty', () => {
    expect(
      visibleAreas(buildPermissions(trees({ sip: [item('client')], assistant: [item('token')] }))),
    ).toEqual(['sip', 'assistant']);
    expect(visibleAreas(null)).toEqual([]);
    expect(visibleAreas(buildPermissions(menusFor('admin')))).toEqual(['sip', 'quality', 'ai', 'assistant']);
    // the agent's own inspections (我的任务) are in 语音质检 (issue 46)
    expect(visibleAreas(buildPermissions(menusFor('agent')))).toEqual(['sip', 'quality']);
    expect(visibleAreas(buildPermissions(menusFor('author')))).toEqual(['ai', 'assistant']);
  });

  it('[SHELL-10] items of type 1 are hidden (their routes stay permitted)', () => {
    const perms = buildPermissions(
      trees({
        sip: [item('contract', [item('contractTPL', [item('list'), item('create', [], { type: 1 })])])],
      }),
    );
    const tpl = sideMenu('sip', perms)[0]?.children?.[0];
    expect(tpl?.children?.map((c) => c.key)).toEqual(['/contract/contractTPL/list']);
    expect(isPathPermitted('/contract/contractTPL/create', perms)).toBe(true);
  });

  it('[SHELL-11] a menu item carries id, name, display_name, icon_type, type and all_childs', () => {
    for (const entry of menusFor('admin').sip) {
      expect(Object.keys(entry)).toEqual(
        expect.arrayContaining(['id', 'name', 'display_name', 'icon_type', 'type', 'all_childs']),
      );
    }
  });

  it('leaves out items the user may not open', () => {
    const perms: StoredPermissions = buildPermissions(
      trees({
        sip: [item('client', [item('index'), item('allot', [], { permission: { hasPremisson: false } })])],
      }),
    );
    expect(sideMenu('sip', perms)[0]?.children?.map((c) => c.key)).toEqual(['/client/index']);
  });
});
