import { floatDock } from '@/lib/float-stack';

describe('floatDock', () => {
  it('puts both buttons side by side above the open side menu’s trigger and keeps room at the menu’s end', () => {
    const dock = floatDock(['groupCall', 'dial'], { width: 208 });
    expect(dock.place.groupCall).toEqual({ insetInlineStart: 56, insetInlineEnd: 'auto', insetBlockEnd: 64 });
    expect(dock.place.dial).toEqual({ insetInlineStart: 112, insetInlineEnd: 'auto', insetBlockEnd: 64 });
    expect(dock.menuRoom).toBe(72);
    expect(dock.contentGutter).toBe(0);
  });

  it('stacks them in a collapsed side menu, the dial pad’s lowest, each inside the 80 px column', () => {
    const dock = floatDock(['groupCall', 'dial'], { width: 80 });
    expect(dock.place.dial).toEqual({ insetInlineStart: 20, insetInlineEnd: 'auto', insetBlockEnd: 64 });
    expect(dock.place.groupCall).toEqual({
      insetInlineStart: 20,
      insetInlineEnd: 'auto',
      insetBlockEnd: 120,
    });
    expect(dock.menuRoom).toBe(128);
  });

  it('without a side menu, stacks them at the bottom right over a gutter the content keeps free', () => {
    const dock = floatDock(['dial'], null);
    expect(dock.place.dial).toEqual({ insetInlineEnd: 24, insetBlockEnd: 16 });
    expect(dock.contentGutter).toBe(80);
    expect(dock.menuRoom).toBe(0);
  });

  it('keeps no room where no button shows', () => {
    expect(floatDock([], { width: 208 })).toEqual({ place: {}, menuRoom: 0, contentGutter: 0 });
    expect(floatDock([], null).contentGutter).toBe(0);
  });
});
