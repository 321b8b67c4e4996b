import type { MantineColor } from '@mantine/core';
import type {
  BarColour,
  ExpenseLevel,
  JobExpenseLevel,
  JobTier,
  RevenueTier,
} from '@fleetledger/shared/reports/report-tiers';
import type { ReportCell } from './report-view';

/** Words and colours of the tiers and levels of the accounting spec; colour is never the only signal. */
interface BadgeLook {
  label: string;
  colour: MantineColor;
}

const badge = ({ label, colour }: BadgeLook): ReportCell => ({ kind: 'badge', label, colour });

/** The tiers job counts and revenue both rank by; each adds its own word for the bottom. */
const RANKED_TIERS: Record<'platinum' | 'gold' | 'silver' | 'bronze', BadgeLook> = {
  platinum: { label: 'Platinum', colour: 'indigo' },
  gold: { label: 'Gold', colour: 'yellow' },
  silver: { label: 'Silver', colour: 'gray' },
  bronze: { label: 'Bronze', colour: 'orange' },
};

const JOB_TIERS: Record<JobTier, BadgeLook> = { ...RANKED_TIERS, inactive: { label: 'Inactive', colour: 'dark' } };

const REVENUE_TIERS: Record<RevenueTier, BadgeLook> = { ...RANKED_TIERS, none: { label: 'None', colour: 'dark' } };

/** The lower levels truck and job expenses share; the top of each is its own. */
const MEDIUM_AND_LOW: Record<'medium' | 'low', BadgeLook> = {
  medium: { label: 'Medium', colour: 'yellow' },
  low: { label: 'Low', colour: 'teal' },
};

const EXPENSE_LEVELS: Record<ExpenseLevel, BadgeLook> = { high: { label: 'High', colour: 'red' }, ...MEDIUM_AND_LOW };

const JOB_EXPENSE_LEVELS: Record<JobExpenseLevel, BadgeLook> = {
  very_high: { label: 'Very high', colour: 'red' },
  high: { label: 'High', colour: 'orange' },
  ...MEDIUM_AND_LOW,
  none: { label: 'None', colour: 'dark' },
};

const BAR_COLOURS: Record<BarColour, BadgeLook> = {
  green: { label: 'Above 70 % of top', colour: 'green' },
  yellow: { label: 'Above 40 % of top', colour: 'yellow' },
  red: { label: '40 % of top or less', colour: 'red' },
};

export const jobTierBadge = (tier: JobTier) => badge(JOB_TIERS[tier]);
export const revenueTierBadge = (tier: RevenueTier) => badge(REVENUE_TIERS[tier]);
export const expenseLevelBadge = (level: ExpenseLevel) => badge(EXPENSE_LEVELS[level]);
export const jobExpenseLevelBadge = (level: JobExpenseLevel) => badge(JOB_EXPENSE_LEVELS[level]);
export const barColourBadge = (colour: BarColour) => badge(BAR_COLOURS[colour]);

/** The shade bars are drawn in, dark enough to stand out on white. */
export function chartShade(colour: MantineColor): MantineColor {
  return colour === 'dark' ? 'gray.5' : `${colour}.6`;
}

export const jobTierShade = (tier: JobTier) => chartShade(JOB_TIERS[tier].colour);
export const revenueTierShade = (tier: RevenueTier) => chartShade(REVENUE_TIERS[tier].colour);
export const expenseLevelShade = (level: ExpenseLevel) => chartShade(EXPENSE_LEVELS[level].colour);
export const jobExpenseLevelShade = (level: JobExpenseLevel) => chartShade(JOB_EXPENSE_LEVELS[level].colour);
export const barColourShade = (colour: BarColour) => chartShade(BAR_COLOURS[colour].colour);
