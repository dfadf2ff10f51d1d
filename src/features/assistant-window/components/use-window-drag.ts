import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

export interface Position {
  x: number;
  y: number;
}

/** `position` moved so a `width`×`height` box stays inside the viewport (its top-left corner first). */
export function clampToViewport(position: Position, width: number, height: number): Position {
  const maxX = Math.max(0, window.innerWidth - width);
  const maxY = Math.max(0, window.innerHeight - height);
  return {
    x: Math.round(Math.min(Math.max(0, position.x), maxX)),
    y: Math.round(Math.min(Math.max(0, position.y), maxY)),
  };
}

const initialPosition = (width: number, height: number): Position =>
  clampToViewport({ x: (window.innerWidth - width) / 2, y: 64 }, width, height);

/**
 * Moves a fixed box by dragging its handle (pointer capture, so a fast drag does not lose it); the box
 * stays inside the viewport when dragged, resized or when the browser window shrinks.
 */
export function useWindowDrag(width: number, height: number) {
  const [position, setPosition] = useState(() => initialPosition(width, height));
  const grab = useRef<{ dx: number; dy: number; pointerId: number } | null>(null);

  useEffect(() => {
    const fit = () => setPosition((p) => clampToViewport(p, width, height));
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [width, height]);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
      grab.current = {
        dx: event.clientX - position.x,
        dy: event.clientY - position.y,
        pointerId: event.pointerId,
      };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    [position],
  );
  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const held = grab.current;
      if (!held || held.pointerId !== event.pointerId) return;
      setPosition(clampToViewport({ x: event.clientX - held.dx, y: event.clientY - held.dy }, width, height));
    },
    [width, height],
  );
  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => {
    if (grab.current?.pointerId !== event.pointerId) return;
    grab.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }, []);

  return { position, handle: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
