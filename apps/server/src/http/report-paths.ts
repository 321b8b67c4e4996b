/**
 * The printed documents' calls answer under vouchers/reports/, where the replaced system's screens call
 * them, and under reports/, where fleetledger's first releases did.
 */
export const REPORTS = '/api/transportation/vouchers/reports';
const EARLIER_REPORTS = '/api/transportation/reports';

export const reportPaths = (call: string) => ({ path: `${REPORTS}/${call}`, aliases: [`${EARLIER_REPORTS}/${call}`] });
