import { useId } from 'react';
import { Link } from 'react-router';
import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { bdToFils } from '@fleetledger/shared/money';
import type { VatReturn, VatReturnDifferences } from '@fleetledger/shared/vat-returns/vat-returns.contract';
import { periodLabel } from '../../../lib/period-label';
import { BooksTable } from '../../../ui/books/books-table';
import { MoneyText } from '../../../ui/money-text';
import { differencesView, vatReturnLink } from '../model/vat-return-view';

/**
 * A filed return never changes; what the books now say differently about its period is shown beside it:
 * the output, input and net VAT of the documents posted, changed or cancelled since it was filed, each of
 * them, and the later returns whose box 16 already carried part of it.
 */
export function BooksDifferSection({ answer, differ }: { answer: VatReturn; differ: VatReturnDifferences }) {
  const titleId = useId();
  const view = differencesView(answer, differ);
  const figures = [
    ['Output VAT', differ.output_vat],
    ['Input VAT', differ.input_vat],
    ['Net VAT', differ.net_vat],
  ] as const;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId}>
        The books now differ by
      </Title>
      <Text size="sm" c="gray.7">
        The documents dated in this period that were posted, changed or cancelled after it was filed. The return stays
        as filed: the difference is corrected in box 16 of the next return not filed yet.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {figures.map(([label, bd]) => (
          <Paper key={label} withBorder radius="md" px="md" py="xs" role="group" aria-label={label}>
            <Text size="xs" c="gray.7" fw={600} tt="uppercase">
              {label}
            </Text>
            <Text fw={700} fz="lg">
              <MoneyText fils={bdToFils(bd)} />
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <BooksTable view={view} />
      {differ.carried.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Corrections already carried into later returns (box 16)
          </Text>
          <List size="sm" spacing={2} aria-label="Carried into later returns">
            {differ.carried.map((carried) => (
              <List.Item key={carried.from}>
                <Anchor component={Link} to={vatReturnLink(carried)} inherit>
                  {periodLabel(carried)}
                </Anchor>
                : net VAT <MoneyText fils={bdToFils(carried.net_vat)} />
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
