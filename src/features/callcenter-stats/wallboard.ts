import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The wallboard mode of a dashboard: the element fills the screen (Fullscreen API), or, where the browser
 * refuses or lacks it (an embedded or kiosk browser), fills the window above the console's frame. Esc (or the
 * browser's own exit) leaves either.
 */
export function useWallboard(ref: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setOn(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (!fallback) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setFallback(false);
        setOn(false);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fallback]);

  const enter = useCallback(async () => {
    setOn(true);
    const el = ref.current;
    try {
      if (!el?.requestFullscreen) throw new Error('no Fullscreen API');
      await el.requestFullscreen();
    } catch {
      setFallback(true);
    }
  }, [ref]);

  const exit = useCallback(() => {
    setOn(false);
    setFallback(false);
    if (document.fullscreenElement) void document.exitFullscreen();
  }, []);

  return { on, fallback, enter, exit };
}
