import { Box, Paper, Text } from '@mantine/core';
import { formatBD } from '@fleetledger/shared/money';
import type { SummaryFigure } from '../model/report-view';
import { cellText } from './report-cell';
import classes from './summary-figures.module.css';

/** The few figures worth reading before the table; money here carries its BD sign. */
export function SummaryFigures({ figures }: { figures: SummaryFigure[] }) {
  return (
    <Box component="dl" m={0} className={classes.grid}>
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder radius="md" px="md" py="sm">
          <Text component="dt" size="xs" fw={700} tt="uppercase" c="gray.7" lts={0.3}>
            {figure.label}
          </Text>
          <Text
            component="dd"
            m={0}
            fz={20}
            fw={700}
            c="gray.9"
            className={figure.value.kind === 'text' ? undefined : classes.figure}
          >
            {figure.value.kind === 'money' ? formatBD(figure.value.fils, 2) : cellText(figure.value)}
          </Text>
          {figure.hint !== undefined && (
            <Text component="dd" m={0} size="xs" c="gray.7">
              {figure.hint}
            </Text>
          )}
        </Paper>
      ))}
    </Box>
  );
}
