import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GridRow } from '../model/grid-row';
import { useRowSelection } from './use-row-selection';

const row = (key: string) => ({ key }) as GridRow;

describe('useRowSelection', () => {
  it('keeps the rows picked when the sheet is sorted again afterwards', () => {
    const setActive = vi.fn();
    const shown = (keys: string[]) => ({ rows: keys.map(row), keys });
    const { result, rerender } = renderHook(
      ({ rows, keys, active }) => useRowSelection(rows, keys, active, setActive),
      { initialProps: { ...shown(['a', 'b', 'c', 'd']), active: { key: 'a', column: 'date' as const } } },
    );
    act(() => result.current.moveTo({ key: 'b', column: 'date' }, true));
    rerender({ ...shown(['a', 'b', 'c', 'd']), active: { key: 'b', column: 'date' } });
    expect([...result.current.selected]).toEqual(['a', 'b']);

    // Sorted the other way: b and a now stand apart, with d and c between them.
    rerender({ ...shown(['b', 'd', 'c', 'a']), active: { key: 'b', column: 'date' } });
    expect([...result.current.selected].sort()).toEqual(['a', 'b']);
    expect(result.current.picked.map((picked) => picked.key)).toEqual(['b', 'a']);
  });
});
