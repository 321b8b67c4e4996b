import { Button, Group, Text } from '@mantine/core';
import { QUICK_PERIOD_LABELS, quickPeriod, type Period, type QuickPeriodKey } from '../lib/quick-periods';

interface QuickPeriodButtonsProps {
  /** 'Quick periods', 'Quick ranges': the group's heading and its name for screen readers. */
  label: string;
  choices: readonly QuickPeriodKey[];
  today: string;
  onPick: (period: Period) => void;
  w?: string;
}

/** One button per whole calendar period around today; a press gives that period. */
export function QuickPeriodButtons({ label, choices, today, onPick, w }: QuickPeriodButtonsProps) {
  return (
    <Group gap={6} role="group" aria-label={label} w={w}>
      <Text size="xs" c="gray.7" fw={600} mr={4}>
        {label}
      </Text>
      {choices.map((key) => (
        <Button
          key={key}
          size="compact-sm"
          variant="light"
          color="gray"
          onClick={() => onPick(quickPeriod(key, today))}
        >
          {QUICK_PERIOD_LABELS[key]}
        </Button>
      ))}
    </Group>
  );
}
