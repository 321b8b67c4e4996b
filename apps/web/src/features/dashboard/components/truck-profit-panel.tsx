import { useId } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DashboardData } from '@fleetledger/shared/dashboard/dashboard.contract';
import { bdToFils } from '@fleetledger/shared/money';
import { MoneyText } from '../../../ui/money-text';

type TruckProfit = DashboardData['truck_profit'];

/** The month's most and least profitable trucks: revenue of posted invoices less expenses and purchases. */
export function TruckProfitPanel({ truckProfit, monthLabel }: { truckProfit: TruckProfit; monthLabel: string }) {
  const empty = truckProfit.top.length === 0 && truckProfit.bottom.length === 0;
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="dashboard-truck-profit">
      <Title order={2} id="dashboard-truck-profit" fz="md" mb={2}>
        Truck profit this month
      </Title>
      <Text size="xs" c="gray.7" mb="sm">
        {monthLabel} · posted invoices less expenses and purchases
      </Text>
      {empty ? (
        <Text size="sm" c="gray.7">
          No truck has revenue or costs this month yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <TruckList title="Most profitable" trucks={truckProfit.top} />
          <TruckList title="Least profitable" trucks={truckProfit.bottom} />
        </SimpleGrid>
      )}
    </Paper>
  );
}

function TruckList({ title, trucks }: { title: string; trucks: TruckProfit['top'] }) {
  const id = useId();
  return (
    <div>
      <Title order={3} id={id} fz="sm" c="gray.8" mb={6}>
        {title}
      </Title>
      {trucks.length === 0 ? (
        <Text size="sm" c="gray.7">
          No other truck this month.
        </Text>
      ) : (
        <Stack gap={6} component="ol" m={0} p={0} aria-labelledby={id} style={{ listStyle: 'none' }}>
          {trucks.map((truck) => (
            <Group key={truck.truck_id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" truncate="end" title={truck.truck_number}>
                {truck.truck_number}
              </Text>
              <Text size="sm" fw={600}>
                <MoneyText fils={bdToFils(truck.profit)} signed />
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </div>
  );
}
