/** Today in the company's time zone (the demo server's default, Asia/Bahrain), as YYYY-MM-DD. */
export function todayInBahrain(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Bahrain',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** A stored date as the screens show it: DD/MM/YYYY. */
export function dayFirst(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
