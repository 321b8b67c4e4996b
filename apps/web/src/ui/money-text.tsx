import { Table, Text, VisuallyHidden, type TextProps } from '@mantine/core';
import { lossInBrackets as bracketedLoss } from '@fleetledger/shared/financial-statements/financial-statements.rules';
import { bdToFils, formatBD, formatFils } from '@fleetledger/shared/money';

interface MoneyTextProps extends Omit<TextProps, 'children' | 'c'> {
  /** The amount in fils (1 BD = 1000 fils). */
  fils: number;
  /** 3 for documents and screens, 2 for reports. */
  decimals?: 2 | 3;
  /**
   * Colour the amount as a gain (green, 0 or more) or loss (red, negative). The minus sign and a
   * screen-reader word say the same, so colour is never the only signal.
   */
  signed?: boolean;
  /** A loss as accountants print it: in brackets, without its sign (BD (93,439.450)). */
  lossInBrackets?: boolean;
}

/** Darker than Mantine's teal 9 and red 9, so they stay above 4.5:1 on striped and grey rows too. */
const GAIN_COLOR = '#0b6b4f';
const LOSS_COLOR = '#b3261e';

/** A BD amount, tabular so columns of figures line up. */
export function MoneyText({ fils, decimals = 3, signed = false, lossInBrackets = false, ...rest }: MoneyTextProps) {
  const negative = fils < 0;
  return (
    <Text
      component="span"
      inherit
      {...rest}
      c={signed ? (negative ? LOSS_COLOR : GAIN_COLOR) : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      data-sign={signed ? (negative ? 'negative' : 'positive') : undefined}
    >
      {lossInBrackets && negative
        ? `BD ${bracketedLoss(fils, (loss) => formatFils(loss, decimals))}`
        : formatBD(fils, decimals)}
      {signed && negative && <VisuallyHidden> (loss)</VisuallyHidden>}
    </Text>
  );
}

/** An amount the API gave in BD, in its table cell, set right. */
export function MoneyCell({ bd }: { bd: number }) {
  return (
    <Table.Td ta="right">
      <MoneyText fils={bdToFils(bd)} />
    </Table.Td>
  );
}
