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

const TIER_COLOURS = {
  platinum: 'indigo',
  gold: 'yellow',
  silver: 'gray',
  bronze: 'orange',
} as const satisfies Record<string, MantineColor>;

const JOB_TIERS: Record<JobTier, BadgeLook> = {
  platinum: { label: 'Platinum', colour: TIER_COLOURS.platinum },
  gold: { label: 'Gold', colour: TIER_COLOURS.gold },
  silver: { label: 'Silver', colour: TIER_COLOURS.silver },
  bronze: { label: 'Bronze', colour: TIER_COLOURS.bronze },
  inactive: { label: 'Inactive', colour: 'dark' },
};

const REVENUE_TIERS: Record<RevenueTier, BadgeLook> = {
  platinum: { label: 'Platinum', colour: TIER_COLOURS.platinum },
  gold: { label: 'Gold', colour: TIER_COLOURS.gold },
  silver: { label: 'Silver', colour: TIER_COLOURS.silver },
  bronze: { label: 'Bronze', colour: TIER_COLOURS.bronze },
  none: { label: 'None', colour: 'dark' },
};

const EXPENSE_LEVELS: Record<ExpenseLevel, BadgeLook> = {
  high: { label: 'High', colour: 'red' },
  medium: { label: 'Medium', colour: 'yellow' },
  low: { label: 'Low', colour: 'teal' },
};

const JOB_EXPENSE_LEVELS: Record<JobExpenseLevel, BadgeLook> = {
  very_high: { label: 'Very high', colour: 'red' },
  high: { label: 'High', colour: 'orange' },
  medium: { label: 'Medium', colour: 'yellow' },
  low: { label: 'Low', colour: 'teal' },
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
