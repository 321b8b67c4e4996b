import { useEffect, useRef } from 'react';
import { useLatestActions } from './use-latest-actions';

interface SheetSaving {
  saveRow: (key: string) => Promise<unknown>;
  saveAll: () => Promise<unknown>;
}

/**
 * Ctrl+S saves the active row, Ctrl+Enter saves everything, wherever focus is on the page except in
 * a dialog; an open editor commits first through its own key handler.
 */
export function useSheetShortcuts(activeKey: string | null, saving: SheetSaving): void {
  const active = useRef(activeKey);
  active.current = activeKey;
  const shortcuts = useLatestActions({
    saveActive: () => active.current !== null && void saving.saveRow(active.current),
    saveAll: () => void saving.saveAll(),
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || (event.target as Element | null)?.closest('[role="dialog"]')) return;
      if (event.key === 's' || event.key === 'S') {
        event.preventDefault();
        shortcuts.saveActive();
      } else if (event.key === 'Enter') {
        event.preventDefault();
        shortcuts.saveAll();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shortcuts]);
}
