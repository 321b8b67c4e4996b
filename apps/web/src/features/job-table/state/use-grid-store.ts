import { useCallback, useRef, useState } from 'react';
import { gridReducer, type GridAction, type GridState } from '../model/grid-state';

/**
 * The grid's rows, readable at once after a change: a key press may commit a cell and save its row
 * in the same event, before React renders again.
 */
export function useGridStore(initial: () => GridState) {
  const [state, setState] = useState(initial);
  const latest = useRef(state);
  const dispatch = useCallback((action: GridAction) => {
    latest.current = gridReducer(latest.current, action);
    setState(latest.current);
  }, []);
  const read = useCallback(() => latest.current, []);
  return { state, dispatch, read };
}
