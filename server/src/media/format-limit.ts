/** A size as people read it: `2 GB`, `10 MB`, `4 KB`. */
export function formatLimit(bytes: number): string {
  const units: Array<[number, string]> = [
    [1024 ** 3, 'GB'],
    [1024 ** 2, 'MB'],
    [1024, 'KB'],
  ];
  const [size, unit] = units.find(([size]) => bytes >= size) ?? [1, 'bytes'];
  return `${Math.floor((bytes / size) * 10) / 10} ${unit}`;
}
