import { z } from 'zod';
import { MAX_AMOUNT_FILS, MONEY_LIMIT_MESSAGES } from './money-limits';

/**
 * Money is integer fils (1 BD = 1000 fils) everywhere inside; the contract carries BD numbers with at
 * most 3 decimals, converted here and nowhere else.
 */
export const FILS_PER_BD = 1000;
/** The most one amount may be, in BD (see money-limits.ts). */
export const MAX_BD = MAX_AMOUNT_FILS / FILS_PER_BD;

/**
 * Decided on the number's shortest decimal form (what JSON and the screen show), never on a tolerance:
 * 1.0000000001 has ten decimals however close it lies to 1, and 1e-7 has seven.
 */
export function hasAtMostThreeDecimals(bd: number): boolean {
  if (!Number.isFinite(bd)) return false;
  const [digits = '', exponent = '0'] = String(Math.abs(bd)).split('e');
  const decimals = (digits.split('.')[1] ?? '').length - Number(exponent);
  return decimals <= 3;
}

export function bdToFils(bd: number): number {
  if (!Number.isFinite(bd)) throw new RangeError(`not an amount: ${bd}`);
  // Rounding away the binary noise of e.g. 0.1 * 1000; callers validate the 3 decimals first.
  return Math.round(bd * FILS_PER_BD);
}

export function filsToBd(fils: number): number {
  return fils / FILS_PER_BD;
}

/** Round half away from zero to a whole fil: the rule for VAT per line. */
export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value) + 1e-9);
  return value < 0 ? -rounded : rounded;
}

export function vatFils(vatableFils: number, percent: number): number {
  return roundHalfAwayFromZero((vatableFils * percent) / 100);
}

const groupFormats = new Map<number, Intl.NumberFormat>();
function formatter(decimals: number): Intl.NumberFormat {
  let format = groupFormats.get(decimals);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    groupFormats.set(decimals, format);
  }
  return format;
}

/** '1,234.500' — 3 decimals for documents, 2 for reports. */
export function formatFils(fils: number, decimals: 2 | 3 = 3): string {
  const bd = filsToBd(fils);
  return formatter(decimals).format(decimals === 2 ? roundHalfAwayFromZero(bd * 100) / 100 : bd);
}

/** 'BD 1,234.500' */
export function formatBD(fils: number, decimals: 2 | 3 = 3): string {
  const text = formatFils(Math.abs(fils), decimals);
  return fils < 0 ? `-BD ${text}` : `BD ${text}`;
}

export interface AmountOptions {
  /** Message for a missing or non-numeric value. */
  required?: string;
  /** Smallest allowed BD value (inclusive unless `exclusiveMin`). */
  min?: number;
  exclusiveMin?: boolean;
  minMessage?: string;
}

/** A BD amount in the contract, parsed to fils: a number >= min with at most 3 decimals. */
export function bdAmount(options: AmountOptions = {}) {
  const required = options.required ?? 'Enter an amount';
  const min = options.min ?? 0;
  const minMessage =
    options.minMessage ?? `Amount must be ${options.exclusiveMin === true ? 'greater than' : 'at least'} ${min}`;
  // A number only: a form body's numeric text is read as one before this (form-text.ts), JSON's never.
  return z
    .number({ error: required })
    .refine(Number.isFinite, required)
    .refine((n) => (options.exclusiveMin === true ? n > min : n >= min), minMessage)
    .refine((n) => Math.round(n * FILS_PER_BD) <= MAX_AMOUNT_FILS, MONEY_LIMIT_MESSAGES.amount)
    .refine(hasAtMostThreeDecimals, 'Amount can have at most 3 decimals')
    .transform(bdToFils);
}
