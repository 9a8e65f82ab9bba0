const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes as a person reads them: '512 B', '1.5 MB', '2 GB' (1 KB = 1024 B, one decimal). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
