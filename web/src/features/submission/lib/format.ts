/** Run time as the lists show it. */
export const formatTime = (ms: number | null | undefined) => (ms == null ? '--' : `${ms} ms`);

/** Memory is reported in KB; large values read better in MB. */
export function formatMemory(kb: number | null | undefined): string {
  if (kb == null) return '--';
  if (kb >= 10 * 1024) return `${(kb / 1024).toFixed(1)} MB`;
  return `${kb} KB`;
}

/** Code length in bytes (or characters as the server counts them). */
export function formatLength(length: number | null | undefined): string {
  if (length == null) return '--';
  if (length >= 1024) return `${(length / 1024).toFixed(2)} KB`;
  return `${length} B`;
}
