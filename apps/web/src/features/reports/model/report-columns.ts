import { column } from './report-view';

/** Columns several reports show, so a figure reads alike on every report and in every sheet. */
export const JOBS_COLUMN = column('Jobs', 'right', 10);
export const SHARE_COLUMN = column('Share', 'right', 10);
export const TIER_COLUMN = column('Tier', 'left', 12);
