import { useEffect } from 'react';
import type { CanvasCommand } from './components/FlowCanvas';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

const commandOf = (e: KeyboardEvent): CanvasCommand | null => {
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y') return 'redo';
  if (key === 'c') return 'copy';
  if (key === 'v') return 'paste';
  return null;
};

/**
 * Undo, redo, copy and paste from the keyboard anywhere in the editor but in a field being typed in;
 * the canvas reports its own shortcuts, so keys pressed on it are left to it.
 */
export function useFlowShortcuts(run: (command: CanvasCommand) => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || isTyping(e.target)) return;
      if ((e.target as HTMLElement | null)?.closest?.('[data-testid="flow-canvas"]')) return;
      const command = commandOf(e);
      if (!command) return;
      e.preventDefault();
      run(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run]);
}
