import { useRef, useState } from 'react';
import { clampZoom, readScroll, readZoom, writeScroll, writeZoom } from '../model/grid-storage';

/**
 * The sheet's zoom and the month's scroll offset, as the browser remembers them: the offset read once
 * when the month opens, written a moment after scrolling stops.
 */
export function useRememberedView(month: string) {
  const [zoom, setZoom] = useState(readZoom);
  const [scrollTop] = useState(() => ({ month, top: readScroll(month) }));
  const scrollTimer = useRef<number | undefined>(undefined);

  const changeZoom = (next: number) => {
    const clamped = clampZoom(next);
    setZoom(clamped);
    writeZoom(clamped);
  };

  const onScrollTopChange = (top: number) => {
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(() => writeScroll(month, top), 200);
  };

  return { zoom, changeZoom, scrollTop, onScrollTopChange };
}
