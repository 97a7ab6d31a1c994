/** "Daily at 03:00 UTC" for a daily cron expression; otherwise the expression itself. */
export function describeSchedule(cron: string): string {
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim());
  if (daily) {
    const [minute, hour] = [Number(daily[1]), Number(daily[2])];
    if (minute < 60 && hour < 24)
      return `Daily at ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} UTC`;
  }
  return `On the schedule ${cron} (cron, UTC)`;
}

/** 1536 → "1.5 KB", 12_345_678 → "11.8 MB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0
    ? `${value} ${value === 1 ? 'byte' : 'bytes'}`
    : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
