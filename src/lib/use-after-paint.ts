import { useEffect, useState } from 'react';

/**
 * False while a component's first frame is drawn, true from the task after it was painted: for a part of a screen
 * that costs more to draw than the rest of it and is not what the user reads first, so the rest shows without
 * waiting for it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // an animation frame runs just before its paint; the task queued from it runs after
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
