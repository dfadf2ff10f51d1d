/**
 * Counts what a page keeps alive that a call should have let go: peer connections, sockets, media elements,
 * audio contexts, microphone tracks, intervals and pending timeouts. `installLiveObjects(context)` adds an init
 * script that runs before the page's own code; `liveObjects(page)` reads the counts (force a GC first, so
 * only objects still reachable are counted: the probes hold WeakRefs, never the objects themselves).
 *
 * The demo backend intercepts WebSocket in the page (MSW replaces `window.WebSocket` with its own proxy by
 * Object.defineProperty once the worker starts); the probe wraps whatever class is installed there, so the
 * console's sockets are counted whether they are real or intercepted.
 */

/** Runs in the page, before any of its scripts. */
function probe() {
  const refs = { pc: new Set(), ws: new Set(), media: new Set(), ctx: new Set(), tracks: new Set() };
  const keep = (kind, object, extra = {}) => refs[kind].add({ ref: new WeakRef(object), ...extra });
  const alive = (kind) => {
    const out = [];
    for (const entry of refs[kind]) {
      const object = entry.ref.deref();
      if (object) out.push({ object, entry });
      else refs[kind].delete(entry);
    }
    return out;
  };
  const created = { pc: 0, ws: 0, media: 0, ctx: 0, tracks: 0, intervals: 0, timeouts: 0 };
  // a WeakSet, not a marker property: a proxy over ours (MSW's) would answer for the marker too
  const counted = new WeakSet();

  /** A constructor whose instances are noted as `kind`. */
  const counting = (Ctor, kind, extra = () => ({})) => {
    if (typeof Ctor !== 'function' || counted.has(Ctor)) return Ctor;
    const proxy = new Proxy(Ctor, {
      construct(target, args, newTarget) {
        const object = Reflect.construct(target, args, newTarget === proxy ? target : newTarget);
        created[kind] += 1;
        keep(kind, object, extra(args));
        return object;
      },
    });
    counted.add(proxy);
    return proxy;
  };

  const wsExtra = (args) => {
    try {
      const url = new URL(String(args[0]));
      return { url: `${url.host}${url.pathname}` };
    } catch {
      return { url: String(args[0]) };
    }
  };
  window.RTCPeerConnection = counting(window.RTCPeerConnection, 'pc');
  window.AudioContext = counting(window.AudioContext, 'ctx');
  window.Audio = counting(window.Audio, 'media');
  window.WebSocket = counting(window.WebSocket, 'ws', wsExtra);
  // Whoever installs a WebSocket class later (MSW's interceptor) gets it counted too.
  const define = Object.defineProperty;
  Object.defineProperty = function defineProperty(owner, key, descriptor) {
    if (owner === window && key === 'WebSocket' && descriptor && typeof descriptor.value === 'function')
      descriptor = { ...descriptor, value: counting(descriptor.value, 'ws', wsExtra) };
    return define.call(this, owner, key, descriptor);
  };

  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (name, options) {
    const el = createElement.call(this, name, options);
    if (el instanceof HTMLMediaElement) {
      created.media += 1;
      keep('media', el);
    }
    return el;
  };

  if (navigator.mediaDevices?.getUserMedia) {
    const gum = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await gum(constraints);
      for (const track of stream.getTracks()) {
        created.tracks += 1;
        keep('tracks', track);
      }
      return stream;
    };
  }

  // Timers: an interval lives until cleared; a timeout until it fires or is cleared. Ids share one pool.
  const intervals = new Map();
  const timeouts = new Map();
  const where = () =>
    (new Error().stack ?? '')
      .split('\n')
      .slice(3, 6)
      .map((s) => s.trim())
      .join(' < ');
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  window.setTimeout = function (fn, delay, ...args) {
    if (typeof fn !== 'function') return st.call(window, fn, delay, ...args);
    created.timeouts += 1;
    const id = st.call(
      window,
      function () {
        timeouts.delete(id);
        return fn.apply(this, arguments);
      },
      delay,
      ...args,
    );
    timeouts.set(id, {
      delay: Number(delay) || 0,
      at: performance.now(),
      where: delay >= 1000 ? where() : '',
    });
    return id;
  };
  window.setInterval = function (fn, delay, ...args) {
    const id = si.call(window, fn, delay, ...args);
    created.intervals += 1;
    intervals.set(id, { delay: Number(delay) || 0, where: where() });
    return id;
  };
  window.clearTimeout = function (id) {
    timeouts.delete(id);
    intervals.delete(id);
    return ct.call(window, id);
  };
  window.clearInterval = function (id) {
    timeouts.delete(id);
    intervals.delete(id);
    return ci.call(window, id);
  };

  const groupBy = (items, keyOf) => {
    const out = {};
    for (const item of items) out[keyOf(item)] = (out[keyOf(item)] ?? 0) + 1;
    return out;
  };

  /** What is alive now; the caller forces a GC first. */
  window.__liveObjects = () => {
    const pcs = alive('pc').filter(({ object }) => object.signalingState !== 'closed');
    const sockets = alive('ws').filter(({ object }) => object.readyState <= 1);
    const media = alive('media').filter(
      ({ object }) => object.isConnected || !object.paused || object.srcObject || object.currentSrc,
    );
    const contexts = alive('ctx').filter(({ object }) => object.state !== 'closed');
    const tracks = alive('tracks').filter(({ object }) => object.readyState === 'live');
    const now = performance.now();
    return {
      created,
      peerConnections: pcs.length,
      sockets: sockets.length,
      socketsByUrl: groupBy(sockets, ({ entry }) => entry.url),
      mediaElements: media.length,
      mediaElementsInUse: media.filter(
        ({ object }) => !object.paused || object.srcObject || object.currentSrc,
      ).length,
      audioContexts: contexts.length,
      microphoneTracks: tracks.length,
      intervals: intervals.size,
      intervalsBySource: groupBy(intervals.values(), (i) => `${i.delay} ms @ ${i.where}`),
      pendingTimeouts: timeouts.size,
      // a timeout that is overdue by a long way is one the page forgot (a throttled tab aside)
      pendingTimeoutsByDelay: groupBy(timeouts.values(), (t) => `${t.delay} ms`),
      longTimeouts: [...timeouts.values()]
        .filter((t) => t.delay >= 1000)
        .map((t) => `${t.delay} ms, ${Math.round((now - t.at) / 1000)} s ago @ ${t.where}`),
    };
  };
  /** Closes the page's own end of every open socket whose URL contains `part` (a network drop). */
  window.__dropSockets = (part) => {
    let n = 0;
    for (const { object, entry } of alive('ws'))
      if (entry.url.includes(part) && object.readyState <= 1) {
        object.close();
        n += 1;
      }
    return n;
  };
}

export const installLiveObjects = (context) => context.addInitScript(`(${probe.toString()})();`);

/** After a full GC: what the page keeps alive. */
export async function liveObjects(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  return page.evaluate(() => window.__liveObjects());
}
