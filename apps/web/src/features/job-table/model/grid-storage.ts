import { isIsoMonth } from '@fleetledger/shared/dates';

/** The job table's month, scroll position and zoom are remembered locally. */
export const JOB_TABLE_STORAGE_KEYS = {
  // The month key is also what `npm run bench` sets to open its busiest month.
  month: 'fleetledger.jobTable.month',
  zoom: 'fleetledger.jobTable.zoom',
  scroll: 'fleetledger.jobTable.scroll',
} as const;

export const ZOOM_MIN = 50;
export const ZOOM_MAX = 150;
export const ZOOM_STEP = 10;
export const ZOOM_DEFAULT = 100;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked: defaults will do
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered this time; the screen still works.
  }
}

/** Zoom in steps of 10 between 50 and 150 percent. */
export function clampZoom(percent: number): number {
  if (!Number.isFinite(percent)) return ZOOM_DEFAULT;
  const stepped = Math.round(percent / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, stepped));
}

export function readZoom(): number {
  const stored = read(JOB_TABLE_STORAGE_KEYS.zoom);
  return stored === null ? ZOOM_DEFAULT : clampZoom(Number(stored));
}

export function writeZoom(percent: number): void {
  write(JOB_TABLE_STORAGE_KEYS.zoom, String(clampZoom(percent)));
}

export function readMonth(): string | null {
  const stored = read(JOB_TABLE_STORAGE_KEYS.month);
  return stored !== null && isIsoMonth(stored) ? stored : null;
}

export function writeMonth(month: string): void {
  write(JOB_TABLE_STORAGE_KEYS.month, month);
}

/** The scroll offset belongs to the month it was taken in. */
export function readScroll(month: string): number {
  const stored = read(JOB_TABLE_STORAGE_KEYS.scroll);
  const match = stored === null ? null : /^(\d{4}-\d{2}):(\d+)$/.exec(stored);
  return match !== null && match[1] === month ? Number(match[2]) : 0;
}

export function writeScroll(month: string, top: number): void {
  write(JOB_TABLE_STORAGE_KEYS.scroll, `${month}:${Math.max(0, Math.round(top))}`);
}
