import { sql } from 'drizzle-orm';
import { addDays, daysInMonth } from '@fleetledger/shared/dates';
import { checkDigit } from '@fleetledger/shared/jobs/iso6346';
import type { Db } from '../db/client';
import { attachments, charges, customers, drivers, expenses, jobs } from '../db/schema';
import { fileStore } from '../files/file-store';
import { insertRows, insertRowsReturningIds } from './column-insert';
import { SAMPLE_DELIVERY_NOTE } from './sample-delivery-note';
import { SeededRandom } from './seeded-random';

export interface ActivityOptions {
  jobs: number;
  expenses: number;
  seed: number;
  /** The last day of generated activity (the company's today for demo data). */
  endDate: string;
  /** How many months back the activity reaches. */
  months: number;
  onProgress?: (done: number, total: number) => void;
}

const OWNER_CODES = ['MSK', 'CSQ', 'TGH', 'MSC', 'HLX', 'CMA', 'OOL', 'EMC'];
const DESCRIPTIONS = [
  'Deliver 40ft container to warehouse',
  'Deliver 20ft container to site',
  'Empty return to Khalifa port',
  'Pick up from Khalifa port to Sitra',
  'Transfer to Salman industrial area',
  'Loose cargo delivery to Muharraq',
  'Reefer container to cold store',
  'Port gate pickup and delivery',
];
const CARE_OF = ['Ahmed', 'Yusuf', 'Mariam', 'Store keeper', 'Site engineer', null, null, null];
const EXTRA_REASONS = ['Waiting time', 'Night delivery', 'Extra stop', 'Weekend surcharge', 'Crane handling'];
const TAXI_NAMES = ['Blue Cab 12', 'Speedy Taxi', 'Gulf Cabs 7', 'City Taxi 31'];
// Busier in the cooler months, quieter in the summer heat.
const SEASON = [1.15, 1.1, 1.1, 1.0, 0.95, 0.85, 0.75, 0.75, 0.9, 1.05, 1.15, 1.2];

export function containerNumber(random: SeededRandom): string {
  const firstTen = `${random.pick(OWNER_CODES)}U${String(random.int(0, 999_999)).padStart(6, '0')}`;
  return `${firstTen}${checkDigit(firstTen)}`;
}

/** Spreads `count` items over the months before endDate by season, then over the days of each month. */
function datesFor(count: number, options: ActivityOptions, random: SeededRandom): string[] {
  const [endYear, endMonth] = options.endDate.split('-').map(Number) as [number, number];
  const months = Array.from({ length: options.months }, (_, i) => {
    const index = endYear * 12 + endMonth - 1 - (options.months - 1 - i);
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
  const weights = months.map((m) => SEASON[m.month - 1]!);
  const total = weights.reduce((a, b) => a + b, 0);
  const dates: string[] = [];
  months.forEach((m, i) => {
    const share = i === months.length - 1 ? count - dates.length : Math.round((count * weights[i]!) / total);
    const isLast = i === months.length - 1;
    const lastDay = isLast ? Number(options.endDate.slice(8, 10)) : daysInMonth(m.year, m.month);
    for (let k = 0; k < share; k += 1) {
      dates.push(`${m.year}-${String(m.month).padStart(2, '0')}-${String(random.int(1, lastDay)).padStart(2, '0')}`);
    }
  });
  return dates.sort();
}

const BATCH = 10_000;

/** About one job in eight carries its signed delivery note (metadata; the bytes are one sample PDF). */
function deliveryNotes(jobIds: readonly number[], random: SeededRandom) {
  return jobIds
    .filter(() => random.chance(0.12))
    .map((ownerId) => ({
      ownerKind: 'job',
      ownerId,
      name: 'Delivery note',
      fileName: `delivery-note-${ownerId}.pdf`,
      contentType: SAMPLE_DELIVERY_NOTE.contentType,
      sizeBytes: SAMPLE_DELIVERY_NOTE.bytes.byteLength,
      sha256: SAMPLE_DELIVERY_NOTE.sha256,
    }));
}

/** The ids of the customers or charges still in use, which new jobs and expenses may name. */
async function activeIds(db: Db, table: typeof customers | typeof charges): Promise<number[]> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(sql`${table.active}`);
  return rows.map((row) => row.id);
}

/** Realistic jobs (with delivery notes) and expenses over the given months, deterministic for a seed. */
export async function generateActivity(db: Db, options: ActivityOptions): Promise<{ jobs: number; expenses: number }> {
  const random = new SeededRandom(options.seed);
  const customerIds = await activeIds(db, customers);
  const driverRows = await db
    .select({ id: drivers.id, truckId: drivers.truckId })
    .from(drivers)
    .where(sql`${drivers.active} and ${drivers.truckId} is not null`);
  const chargeIds = await activeIds(db, charges);
  if (customerIds.length === 0 || driverRows.length === 0 || chargeIds.length === 0) {
    throw new Error(
      'Generating activity needs customers, drivers with trucks and charges first (npm run cli -- demo).',
    );
  }
  const total = options.jobs + options.expenses;
  // The delivery notes list the sample PDF: stored once, so every one of them downloads.
  await fileStore(db).put(SAMPLE_DELIVERY_NOTE.bytes);

  const jobDates = datesFor(options.jobs, options, random);
  for (let start = 0; start < jobDates.length; start += BATCH) {
    const rows = jobDates.slice(start, start + BATCH).map((date, offset) => {
      const isTaxi = random.chance(0.08);
      const isLoose = !isTaxi && random.chance(0.07);
      const driver = random.pick(driverRows);
      const hasExtra = random.chance(0.15);
      return {
        date,
        jobNumber: String(100_000 + start + offset).slice(-6),
        container: isLoose || isTaxi ? null : containerNumber(random),
        reference: isLoose ? `BL-${random.int(10_000, 99_999)}` : null,
        isLoseContainer: isLoose,
        description: isTaxi ? 'Taxi transfer' : random.pick(DESCRIPTIONS),
        customerId: random.pick(customerIds),
        careOf: random.pick(CARE_OF),
        isTaxi,
        taxiName: isTaxi ? random.pick(TAXI_NAMES) : null,
        taxiChargeFils: isTaxi ? random.int(3, 12) * 1000 : 0,
        driverId: isTaxi ? null : driver.id,
        truckId: isTaxi ? null : driver.truckId,
        chargeFils: (isTaxi ? random.int(8, 20) : random.int(25, 120)) * 1000 + random.pick([0, 250, 500, 750]),
        extraAmountFils: hasExtra ? random.int(2, 25) * 1000 : 0,
        extraDescription: hasExtra ? random.pick(EXTRA_REASONS) : null,
      };
    });
    const jobIds = await insertRowsReturningIds(db, jobs, rows);
    await insertRows(db, attachments, deliveryNotes(jobIds, random));
    options.onProgress?.(start + rows.length, total);
  }

  const expenseDates = datesFor(options.expenses, options, random);
  for (let start = 0; start < expenseDates.length; start += BATCH) {
    const rows = expenseDates.slice(start, start + BATCH).map((date) => {
      const forTruck = random.chance(0.6);
      const driver = random.pick(driverRows);
      const status = random.pick(['paid', 'paid', 'paid', 'pending', 'requested'] as const);
      return {
        date,
        chargeId: random.pick(chargeIds),
        amountFils: random.int(5, 400) * 1000 + random.pick([0, 100, 250, 500]),
        description: forTruck ? 'Truck expense' : 'General expense',
        reference: random.chance(0.5) ? `INV-${random.int(1000, 9999)}` : null,
        type: forTruck ? 'driver_truck' : 'general',
        driverId: forTruck ? driver.id : null,
        truckId: forTruck ? driver.truckId : null,
        dueDate: status === 'paid' ? null : addDays(date, random.int(7, 45)),
        status,
      };
    });
    await insertRows(db, expenses, rows);
    options.onProgress?.(options.jobs + start + rows.length, total);
  }
  return { jobs: options.jobs, expenses: options.expenses };
}
