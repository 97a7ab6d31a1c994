import { formatMoney } from '@web/lib/format';

/** The spec's price display: "£80-£120/hr". */
export function priceBand(band: { hourlyMin: number; hourlyMax: number; currency: string }): string {
  const min = formatMoney(band.hourlyMin, band.currency);
  if (band.hourlyMin === band.hourlyMax) return `${min}/hr`;
  return `${min}-${formatMoney(band.hourlyMax, band.currency)}/hr`;
}
